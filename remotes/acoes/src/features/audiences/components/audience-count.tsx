import type { AudienceRules } from '@fidelidade/contract';
import { FormRefusal, formatNumber } from '@fidelidade/session';
import { Alert, Card, List, Spin, Typography } from 'antd';
import { useAudiencePreview } from '../api/audiences';
import { audienceMessages } from '../lib/audience-form';
import { listedMessages } from '../lib/listed-members';

/**
 * The live count of the rules being edited (debounced by the builder) — with a saved audience's
 * listed customers — and a sample of the customers.
 */
export function AudienceCount({
  rules,
  audienceId,
}: {
  rules: AudienceRules | null;
  audienceId: number | null;
}) {
  const preview = useAudiencePreview(rules, audienceId);
  const body = preview.data;
  return (
    <Card size="small" title="Clientes neste público" aria-live="polite" data-testid="contagem-publico">
      {rules && rules.groups.length === 0 ? (
        <Alert type="info" showIcon title={listedMessages.noRules} style={{ marginBottom: 12 }} />
      ) : null}
      {preview.isFetching && <Spin size="small" aria-label="Contando" />}
      {preview.isError && (
        <Alert
          type={preview.error instanceof FormRefusal ? 'info' : 'error'}
          showIcon
          title={
            preview.error instanceof FormRefusal ? audienceMessages.incomplete : audienceMessages.countFailed
          }
        />
      )}
      {body && !preview.isError && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {`${formatNumber(body.count)} ${body.count === 1 ? 'cliente' : 'clientes'}`}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {`${formatNumber(body.reachable)} ativos recebem notificações.`}
          </Typography.Paragraph>
          <List
            size="small"
            header="Amostra"
            dataSource={body.sample}
            locale={{ emptyText: 'Nenhum cliente.' }}
            renderItem={(member) => (
              <List.Item>
                {[
                  member.full_name,
                  member.dealership_name,
                  [member.city, member.state].filter(Boolean).join('/'),
                ]
                  .filter(Boolean)
                  .join(' — ')}
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
