import { can } from '@fidelidade/contract/capabilities';
import type { ConsentPurpose } from '@fidelidade/contract/enums';
import { CONSENT_PURPOSE_LABELS, CONSENT_PURPOSES } from '@fidelidade/contract/enums';
import { formatDateTime, getErrorMessage, useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { App, Flex, Skeleton, Switch, Typography } from 'antd';
import { useChangeConsent, useConsents } from '../api/data-subject';
import { consentSourceLabel } from '../lib/data-request';

/** Both consents as they stand (switches for who may change them) and their history. */
export function ConsentsCard(props: { customerId: number; anonymized: boolean }) {
  const user = useSession((state) => state.user);
  const { message } = App.useApp();
  const consents = useConsents(props.customerId);
  const change = useChangeConsent(props.customerId);
  const editable = can(user, 'customers.consents') && !props.anonymized;
  if (consents.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (consents.isError)
    return <Typography.Text type="danger">Não foi possível carregar os consentimentos.</Typography.Text>;
  const toggle = (purpose: ConsentPurpose, granted: boolean) =>
    change.mutate(
      { purpose, granted },
      {
        onSuccess: () =>
          void message.success(
            `${CONSENT_PURPOSE_LABELS[purpose]}: ${granted ? 'consentimento dado' : 'consentimento retirado'}.`,
          ),
        onError: async (error) =>
          void message.error(await getErrorMessage(error, 'Não foi possível alterar o consentimento.')),
      },
    );
  return (
    <section aria-labelledby="consents-title">
      <Typography.Title level={4} id="consents-title">
        Consentimentos
      </Typography.Title>
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        {CONSENT_PURPOSES.map((purpose) => {
          const state = consents.data[purpose];
          const label = CONSENT_PURPOSE_LABELS[purpose];
          return (
            <Flex key={purpose} gap={12} align="center" wrap>
              <Switch
                aria-label={label}
                checked={state.granted}
                disabled={!editable}
                loading={change.isPending && change.variables?.purpose === purpose}
                onChange={(granted) => toggle(purpose, granted)}
              />
              <span>{label}</span>
              <Typography.Text type="secondary">
                {state.changed_at
                  ? `${state.granted ? 'Dado' : 'Retirado'} em ${formatDateTime(state.changed_at)} · ${consentSourceLabel(state.source)}`
                  : 'Nunca registrado (conta como não dado)'}
              </Typography.Text>
            </Flex>
          );
        })}
      </Flex>
      <DataTable
        label="Histórico de consentimentos"
        size="small"
        rowKey="id"
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        dataSource={consents.data.history}
        locale={{ emptyText: 'Nenhuma alteração registrada.' }}
        columns={[
          { title: 'Data', dataIndex: 'at', key: 'at', render: formatDateTime },
          {
            title: 'Consentimento',
            dataIndex: 'purpose',
            key: 'purpose',
            render: (p: ConsentPurpose) => CONSENT_PURPOSE_LABELS[p],
          },
          {
            title: 'Situação',
            dataIndex: 'granted',
            key: 'granted',
            render: (g: boolean) => (g ? 'Dado' : 'Retirado'),
          },
          { title: 'Origem', dataIndex: 'source', key: 'source', render: consentSourceLabel },
          {
            title: 'Por',
            dataIndex: 'actor_name',
            key: 'actor',
            render: (name: string | null) => name ?? '—',
          },
        ]}
      />
    </section>
  );
}
