import type { BulkAction, BulkSelection } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { BULK_ACTION_KIND_LABELS } from '@fidelidade/contract/enums';
import { formatNumber, getErrorMessage, useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { NumberField } from '@fidelidade/ui/number-input';
import { Alert, App, Button, Flex, Form, Input, Modal, Progress, Select, Skeleton, Typography } from 'antd';
import { HTTPError } from 'ky';
import { useState } from 'react';
import {
  useBulkActionRun,
  useDownloadBulkFile,
  useSelectionCount,
  useStartBulkAction,
} from '../api/bulk-actions';
import {
  actionOptions,
  type BulkValues,
  bulkPercent,
  BULK_MESSAGES as M,
  takesPoints,
  toBulkBody,
  users,
} from '../lib/bulk';

const pointsRange = { required: true, requiredMessage: M.points, min: 1, max: 1_000_000, message: M.range };
const reasonRules = [
  {
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim().length >= 3 ? Promise.resolve() : Promise.reject(new Error(M.reason)),
  },
  { max: 500, message: M.reasonTooLong },
];

/** The run: progress while the job works, then what was applied, what was skipped and why. */
function BulkRunView(props: { run: BulkAction; onClose: () => void }) {
  const { message } = App.useApp();
  const query = useBulkActionRun(props.run);
  const download = useDownloadBulkFile();
  const run = query.data;
  const finished = run.finished_at !== null;
  return (
    <div>
      <Typography.Paragraph>
        {BULK_ACTION_KIND_LABELS[run.action]} · {users(run.total)}
        {run.points ? ` · ${formatNumber(run.points)} pontos` : ''}
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

/**
 * 'Ação em massa': the action (and for points, how many and why), the count the API finds for the
 * selection now, 'Confirmar para N usuários', then the run's progress and result.
 */
export function BulkActionModal(props: {
  selection: BulkSelection | null;
  onClose: (started: boolean) => void;
}) {
  const user = useSession((state) => state.user);
  const { message } = App.useApp();
  const [form] = Form.useForm<BulkValues>();
  const action = Form.useWatch('action', form);
  const counted = useSelectionCount(props.selection);
  const start = useStartBulkAction();
  const [run, setRun] = useState<BulkAction | null>(null);
  const count = counted.data?.count;

  const onFinish = (values: BulkValues) => {
    if (!props.selection || count === undefined) return;
    start.mutate(toBulkBody(props.selection, values, count), {
      onSuccess: setRun,
      onError: async (error) => {
        // The list changed since the count: count again and let the user confirm the new number.
        if (error instanceof HTTPError && error.response.status === 409) void counted.refetch();
        void message.error(await getErrorMessage(error, 'Não foi possível iniciar a ação em massa.'));
      },
    });
  };

  return (
    <Modal
      title="Ação em massa"
      open={props.selection !== null}
      onCancel={() => props.onClose(run !== null)}
      footer={null}
      destroyOnHidden
    >
      {run ? (
        <BulkRunView run={run} onClose={() => props.onClose(true)} />
      ) : (
        <Form<BulkValues> form={form} layout="vertical" onFinish={onFinish}>
          {counted.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : counted.isError ? (
            <Alert type="error" showIcon title="Não foi possível contar os usuários selecionados." />
          ) : (
            <Alert
              type="info"
              showIcon
              title={`A ação vale para ${users(count ?? 0)}.`}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item name="action" label="Ação" rules={[{ required: true, message: M.action }]}>
            <Select options={actionOptions((capability) => can(user, capability))} placeholder="Escolha" />
          </Form.Item>
          {takesPoints(action) ? (
            <>
              <NumberField name="points" label="Pontos" format={{ kind: 'integer' }} range={pointsRange} />
              <Form.Item name="reason" label="Motivo" rules={reasonRules} required>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </>
          ) : null}
          <Flex justify="end" gap={8} wrap>
            <Button onClick={() => props.onClose(false)} disabled={start.isPending}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={start.isPending} disabled={!count}>
              {count ? `Confirmar para ${users(count)}` : 'Confirmar'}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
