import type { BulkAction, BulkSelection } from '@fidelidade/contract';
import { getErrorMessage, useSession } from '@fidelidade/session';
import { Alert, App, Button, Flex, Form, Input, Modal, Select, Skeleton } from 'antd';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { NumberField } from '../number-input';
import { useSelectionCount, useStartBulkAction } from './bulk-actions-api';
import { BulkAudienceField } from './bulk-audience-field';
import { BulkRunView } from './bulk-run-view';
import {
  actionOptions,
  type BulkValues,
  BULK_MESSAGES as M,
  takesPoints,
  toBulkBody,
  users,
} from './bulk-values';

const pointsRange = { required: true, requiredMessage: M.points, min: 1, max: 1_000_000, message: M.range };
const reasonRules = [
  {
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim().length >= 3 ? Promise.resolve() : Promise.reject(new Error(M.reason)),
  },
  { max: 500, message: M.reasonTooLong },
];

/**
 * 'Ação em massa': the action (and for points, how many and why), the count the API finds for the
 * selection now, 'Confirmar para N usuários', then the run's progress and result.
 */
export function BulkActionModal(props: {
  selection: BulkSelection | null;
  /** The query key (first part) of the list the run changes: refreshed when it ends. */
  listKey: string;
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
        <BulkRunView run={run} listKey={props.listKey} onClose={() => props.onClose(true)} />
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
            <Select options={actionOptions(props.selection?.list ?? 'users', user)} placeholder="Escolha" />
          </Form.Item>
          {action === 'audience' ? <BulkAudienceField /> : null}
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
