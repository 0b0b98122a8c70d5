import { useSession } from '@fidelidade/session';
import { Alert, Card, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppLogo } from '../../../components/app-logo';
import { homePath } from '../../../lib/allowed-screens';
import {
  EXPIRED_REASON,
  expiredMessage,
  NEXT_PARAM,
  REASON_PARAM,
  safeNextPath,
} from '../lib/login-redirect';
import { LoginForm } from './login-form';

export function LoginPage() {
  const user = useSession((state) => (state.token !== null ? state.user : null));
  const [params] = useSearchParams();
  // Back to the screen the user was on (a path of this app only), else the user's first screen.
  const next = safeNextPath(params.get(NEXT_PARAM));
  // A user with a stored token and user data goes straight on.
  if (user) return <Navigate to={next ?? homePath(user)} replace />;
  return (
    <main className="login-page">
      <Card className="login-card">
        <div className="login-logo">
          <AppLogo size={56} />
        </div>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          Sistema de Fidelidade
        </Typography.Title>
        {params.get(REASON_PARAM) === EXPIRED_REASON && (
          <Alert type="warning" showIcon role="status" title={expiredMessage} style={{ marginBottom: 16 }} />
        )}
        <LoginForm next={next} />
      </Card>
    </main>
  );
}
