import { useSession } from '@fidelidade/session';
import { Layout } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PROFILE_PATH, pendingAction } from '../../../lib/pending-action';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

export function AdminLayout() {
  const user = useSession((state) => state.user);
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // A new password or a second factor is pending: Meu Perfil first (the API refuses the rest).
  if (pendingAction(user) && pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <div className="admin-shell">
      {!narrow && <SideMenu user={user} />}
      <Layout className="admin-main">
        <Layout.Header className="top-bar">
          {narrow && <MobileMenu user={user} />}
          {user && <UserMenu user={user} />}
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </div>
  );
}
