import type { AdminLoginBody } from '@fidelidade/contract';
import { login } from '@fidelidade/session';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The form holds exactly the admin-login body. */
type LoginValues = AdminLoginBody;

export function LoginForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await login(values.email.trim(), values.password);
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Erro no login');
    } finally {
      setSubmitting(false);
    }
  };

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
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Entrar
      </Button>
    </Form>
  );
}
