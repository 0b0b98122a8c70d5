import type { BulkAction } from '@fidelidade/contract';
import { BULK_ACTION_KIND_LABELS } from '@fidelidade/contract/enums';
import { formatNumber, getErrorMessage } from '@fidelidade/session';
import { Alert, App, Button, Flex, Progress, Typography } from 'antd';
import { DataTable } from '../data-table';
import { useBulkActionRun, useDownloadBulkFile } from './bulk-actions-api';
import { bulkPercent, users } from './bulk-values';

/** The run: progress while the job works, then what was applied, what was skipped and why. */
export function BulkRunView(props: { run: BulkAction; listKey: string; onClose: () => void }) {
  const { message } = App.useApp();
  const query = useBulkActionRun(props.run, props.listKey);
  const download = useDownloadBulkFile();
  const run = query.data;
  const finished = run.finished_at !== null;
  return (
    <div>
      <Typography.Paragraph>
        {BULK_ACTION_KIND_LABELS[run.action]} · {users(run.total)}
        {run.points ? ` · ${formatNumber(run.points)} pontos` : ''}
        {run.audience_name ? ` · Público: ${run.audience_name}` : ''}
      </Typography.Paragraph>
      <Progress
        percent={bulkPercent(run)}
        status={run.state === 'failed' ? 'exception' : finished ? 'success' : 'active'}
        aria-label="Progresso da ação em massa"
      />
      <Typography.Paragraph type="secondary">
        {finished
          ? `Concluída: ${formatNumber(run.applied)} aplicados, ${formatNumber(run.skipped)} ignorados.`
          : `${formatNumber(run.progress?.done ?? 0)} de ${formatNumber(run.total)}. Pode fechar esta janela: a ação continua em segundo plano.`}
      </Typography.Paragraph>
      {run.state === 'failed' ? (
        <Alert type="error" showIcon title="A ação em massa falhou. Tente novamente." />
      ) : null}
      {run.skipped_samples.length > 0 ? (
        <DataTable
          label="Usuários ignorados"
          size="small"
          rowKey="user_id"
          pagination={false}
          dataSource={run.skipped_samples}
          columns={[
            { title: 'Usuário (id)', dataIndex: 'user_id', key: 'id' },
            { title: 'Motivo', dataIndex: 'reason', key: 'reason' },
          ]}
        />
      ) : null}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        {run.has_file ? (
          <Button
            type="primary"
            loading={download.isPending}
            onClick={() =>
              download.mutate(run.id, {
                onError: async (error) =>
                  void message.error(await getErrorMessage(error, 'Não foi possível baixar o arquivo.')),
              })
            }
          >
            Baixar arquivo
          </Button>
        ) : null}
        <Button onClick={props.onClose}>Fechar</Button>
      </Flex>
    </div>
  );
}
