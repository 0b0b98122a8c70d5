import type { PasswordChangeBody } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import { PASSWORD_MESSAGES, passwordLengthProblem } from '@fidelidade/contract/password-policy';
import { getErrorMessage, useSession } from '@fidelidade/session';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useChangePassword } from '../api/profile';
import { fieldErrorsOf } from '../lib/field-errors';

/**
 * 'Alterar senha': the current password, then the new one twice, under the account's policy
 * (docs/product.md §5.7; the common-password list is the API's). Every other session ends.
 */
export function PasswordCard() {
  const { message } = App.useApp();
  const role = useSession((state) => effectiveRole(state.user));
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordChangeBody>();

  const save = async (values: PasswordChangeBody) => {
    try {
      await change.mutateAsync(values);
      form.resetFields();
      message.success('Senha alterada. As sessões nos outros dispositivos foram encerradas.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0)
        form.setFields(
          Object.entries(fields).map(([name, text]) => ({
            name: name as keyof PasswordChangeBody,
            errors: [text],
          })),
        );
      else message.error(await getErrorMessage(error, 'Não foi possível alterar a senha.'));
    }
  };

  return (
    <Card title="Alterar senha">
      <Typography.Paragraph type="secondary">
        Use pelo menos 12 caracteres; uma frase com palavras que só você associa é fácil de lembrar e difícil
        de adivinhar. Ao trocar a senha, as sessões nos outros dispositivos são encerradas.
      </Typography.Paragraph>
      <Form<PasswordChangeBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        disabled={change.isPending}
      >
        <Form.Item
          label="Senha atual"
          name="current_password"
          rules={[{ required: true, message: 'Informe a senha atual' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="Nova senha"
          name="new_password"
          rules={[
            { required: true, message: PASSWORD_MESSAGES.required },
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = value ? passwordLengthProblem(value, role) : null;
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirme a nova senha"
          name="new_password_confirm"
          dependencies={['new_password']}
          rules={[
            { required: true, message: PASSWORD_MESSAGES.required },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('new_password'))
                  throw new Error(PASSWORD_MESSAGES.mismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" aria-busy={change.isPending}>
          Alterar senha
        </Button>
      </Form>
    </Card>
  );
}
