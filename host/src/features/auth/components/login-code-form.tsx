import { LoadingOutlined } from '@ant-design/icons';
import type { StoredUser } from '@fidelidade/contract';
import { loginWithCode } from '@fidelidade/session';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';

interface CodeValues {
  code: string;
}

/**
 * The code step of a sign-in with two-factor authentication (docs/product.md §2.4): the six digits
 * of the authenticator app, or one of the recovery codes.
 */
export function LoginCodeForm(props: {
  challenge: string;
  onSignedIn: (user: StoredUser) => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: CodeValues) => {
    setSubmitting(true);
    setError(null);
    try {
      props.onSignedIn(await loginWithCode(props.challenge, values.code.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Erro no login');
      setSubmitting(false);
    }
  };

  return (
    <Form<CodeValues> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
      <Typography.Paragraph>
        Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Código de verificação"
        name="code"
        rules={[{ required: true, whitespace: true, message: 'Informe o código' }]}
      >
        <Input autoComplete="one-time-code" autoFocus inputMode="text" maxLength={32} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        aria-busy={submitting}
        icon={submitting ? <LoadingOutlined aria-hidden spin /> : undefined}
      >
        Verificar
      </Button>
      <Button type="link" block onClick={props.onBack} style={{ marginTop: 8 }}>
        Voltar
      </Button>
    </Form>
  );
}
