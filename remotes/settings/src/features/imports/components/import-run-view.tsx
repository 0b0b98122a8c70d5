import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRun } from '@fidelidade/contract';
import { IMPORT_KIND_LABELS, IMPORT_STATE_LABELS } from '@fidelidade/contract/enums';
import { formatNumber, getErrorMessage } from '@fidelidade/session';
import { Alert, App, Button, Flex, Progress, Statistic, Typography } from 'antd';
import { useDownloadErrors, useImportRun } from '../api/imports';
import { percentDone } from '../lib/import-fields';

/** Step 3: the background run's progress, then its counts and the error file. */
export function ImportRunView(props: { run: ImportRun; onNew: () => void }) {
  const { message } = App.useApp();
  const query = useImportRun(props.run);
  const download = useDownloadErrors();
  const run = query.data;
  const counts = run.counts;
  const done = run.progress?.done ?? 0;
  return (
    <div>
      <Typography.Paragraph>
        {IMPORT_KIND_LABELS[run.kind]}
        {run.offer_title ? ` (${run.offer_title})` : ''} · {run.file_name} · {IMPORT_STATE_LABELS[run.state]}
      </Typography.Paragraph>
      <Progress
        percent={percentDone(run)}
        status={run.state === 'failed' ? 'exception' : run.state === 'done' ? 'success' : 'active'}
        aria-label="Progresso da importação"
      />
      <Typography.Paragraph type="secondary">
        {formatNumber(run.state === 'done' ? run.total_rows : done)} de {formatNumber(run.total_rows)} linhas
      </Typography.Paragraph>
      {run.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={`A importação falhou: ${run.last_error ?? 'erro desconhecido'}.`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic
          title="Criados"
          value={counts.created}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Statistic
          title="Atualizados"
          value={counts.updated}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Statistic
          title="Sem alteração"
          value={counts.unchanged}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Statistic
          title="Com erro"
          value={counts.failed}
          formatter={(value) => formatNumber(Number(value))}
        />
      </Flex>
      <Flex gap={8} wrap>
        {counts.failed > 0 && run.state !== 'running' ? (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(run.id, {
                onError: async (error) =>
                  void message.error(
                    await getErrorMessage(error, 'Não foi possível baixar o arquivo de erros.'),
                  ),
              })
            }
          >
            Baixar arquivo de erros
          </Button>
        ) : null}
        {run.state === 'running' ? null : <Button onClick={props.onNew}>Nova importação</Button>}
      </Flex>
    </div>
  );
}
