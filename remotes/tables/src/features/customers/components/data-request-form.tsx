import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Flex, Form, Input, Select } from 'antd';
import { useRegisterDataRequest } from '../api/data-subject';
import { apiErrorBody, fieldErrorsOf } from '../lib/api-error-body';
import {
  channelOptions,
  type DataRequestValues,
  dataRequestDefaults,
  kindOptions,
  DATA_REQUEST_FORM_MESSAGES as M,
  toDataRequestBody,
  todayInBrasilia,
} from '../lib/data-request';

const receivedOnRules = [
  { required: true, message: M.receivedOn },
  {
    validator: (_: unknown, value: string | undefined) =>
      value && value > todayInBrasilia() ? Promise.reject(new Error(M.future)) : Promise.resolve(),
  },
];

/** 'Registrar solicitação': what the data subject asked for, when and how (the deadline runs from then). */
export function DataRequestForm(props: { customerId: number; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<DataRequestValues>();
  const { message } = App.useApp();
  const register = useRegisterDataRequest(props.customerId);
  const onFinish = (values: DataRequestValues) =>
    register.mutate(toDataRequestBody(values), {
      onSuccess: () => {
        void message.success('Solicitação registrada. O prazo de 15 dias conta a partir da data informada.');
        props.onDone();
      },
      onError: async (error) => {
        const fields = fieldErrorsOf(apiErrorBody(error), [
          'kind',
          'received_on',
          'channel',
          'note',
        ] as const);
        if (fields.length > 0) {
          form.setFields(fields);
          return;
        }
        void message.error(await getErrorMessage(error, 'Não foi possível registrar a solicitação.'));
      },
    });
  return (
    <Form<DataRequestValues>
      form={form}
      layout="vertical"
      initialValues={dataRequestDefaults()}
      onFinish={onFinish}
    >
      <Form.Item name="kind" label="Tipo de solicitação" rules={[{ required: true, message: M.kind }]}>
        <Select options={kindOptions} placeholder="Escolha" />
      </Form.Item>
      <Form.Item name="received_on" label="Recebida em" rules={receivedOnRules}>
        <Input type="date" max={todayInBrasilia()} />
      </Form.Item>
      <Form.Item name="channel" label="Canal">
        <Select options={channelOptions} allowClear placeholder="Não informado" />
      </Form.Item>
      <Form.Item name="note" label="Observação" rules={[{ max: 500, message: M.noteTooLong }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={props.onCancel} disabled={register.isPending}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={register.isPending}>
          Registrar solicitação
        </Button>
      </Flex>
    </Form>
  );
}
