import { useSession } from '@fidelidade/session';
import { Card, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { AppLogo } from '../../../components/app-logo';
import { LoginForm } from './login-form';

export function LoginPage() {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  // A user with a stored token and user data goes straight to the dashboard.
  if (signedIn) return <Navigate to="/admin/dashboard" replace />;
  return (
    <main className="login-page">
      <Card className="login-card">
        <div className="login-logo">
          <AppLogo size={56} />
        </div>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          Sistema de Fidelidade
        </Typography.Title>
        <LoginForm />
      </Card>
    </main>
  );
}
