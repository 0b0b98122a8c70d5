import { LoadingOutlined } from '@ant-design/icons';
import type { AdminLoginBody, StoredUser } from '@fidelidade/contract';
import { login } from '@fidelidade/session';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterSignIn } from '../../../lib/pending-action';
import { clearSessionExpired } from '../lib/login-redirect';
import { LoginCodeForm } from './login-code-form';

/** The form holds exactly the admin-login body. */
type LoginValues = AdminLoginBody;

/**
 * Email and password; for an account with two-factor sign-in, then the code (LoginCodeForm).
 * `next`: where a successful sign-in goes (already checked to be a path of this app); null: the
 * user's first screen.
 */
export function LoginForm(props: { next: string | null }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  const enter = (user: StoredUser) => {
    clearSessionExpired();
    navigate(afterSignIn(user, props.next), { replace: true });
  };

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await login(values.email.trim(), values.password);
      if (result.status === 'two_factor') setChallenge(result.challenge);
      else enter(result.user);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Erro no login');
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge)
    return <LoginCodeForm challenge={challenge} onSignedIn={enter} onBack={() => setChallenge(null)} />;

  return (
    <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
      {error && <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Informe seu email' },
          { type: 'email', message: 'Email inválido' },
        ]}
      >
        <Input autoComplete="username" autoFocus inputMode="email" />
      </Form.Item>
      <Form.Item label="Senha" name="password" rules={[{ required: true, message: 'Informe sua senha' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {/* Not antd's `loading`: its spinner leaves through a CSS transition and stays in the button
          (named "loading Entrar") until `transitionend`, which a busy or hidden tab may send 20 s
          later or never. This spinner goes with the answer, and is hidden from the name. */}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        aria-busy={submitting}
        icon={submitting ? <LoadingOutlined aria-hidden spin /> : undefined}
      >
        Entrar
      </Button>
    </Form>
  );
}
