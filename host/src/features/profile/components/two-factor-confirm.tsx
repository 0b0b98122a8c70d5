import type { TwoFactorSetup } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Flex, Form, Input, Space, Typography } from 'antd';
import { useConfirmTwoFactor } from '../api/two-factor';
import { fieldErrorsOf } from '../lib/field-errors';

interface CodeValues {
  code: string;
}

/** The QR code (or the key to type), then a code of the app turns two-factor sign-in on. */
export function TwoFactorConfirm(props: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { message } = App.useApp();
  const confirm = useConfirmTwoFactor();
  const [form] = Form.useForm<CodeValues>();

  const submit = async (values: CodeValues) => {
    try {
      props.onConfirmed((await confirm.mutateAsync(values.code.trim())).recovery_codes);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.code) form.setFields([{ name: 'code', errors: [fields.code] }]);
      else
        message.error(await getErrorMessage(error, 'Não foi possível ativar a verificação em duas etapas.'));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text>1. Escaneie o QR code com o aplicativo autenticador do seu celular.</Typography.Text>
      <img src={props.setup.qr_code} alt="QR code para o aplicativo autenticador" width={200} height={200} />
      <Typography.Text>
        Não consegue escanear? Digite esta chave no aplicativo:{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {props.setup.secret}
        </Typography.Text>
      </Typography.Text>
      <Typography.Text>2. Digite o código de 6 dígitos que o aplicativo mostra.</Typography.Text>
      <Form<CodeValues> form={form} layout="inline" onFinish={submit} disabled={confirm.isPending}>
        <Form.Item
          label="Código do aplicativo"
          name="code"
          rules={[{ required: true, whitespace: true, message: 'Informe o código' }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ width: 140 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" aria-busy={confirm.isPending}>
            Confirmar
          </Button>
          <Button onClick={props.onCancel}>Cancelar</Button>
        </Space>
      </Form>
    </Flex>
  );
}
