import { useSession } from '@fidelidade/session';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

export function AdminLayout() {
  const user = useSession((state) => state.user);
  const narrow = useNarrowScreen();
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
