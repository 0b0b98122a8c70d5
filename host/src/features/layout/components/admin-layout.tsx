import { useSession } from '@fidelidade/session';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

export function AdminLayout() {
  const user = useSession((state) => state.user);
  return (
    <div className="admin-shell">
      <SideMenu user={user} />
      <Layout className="admin-main">
        <Layout.Header className="top-bar">{user && <UserMenu user={user} />}</Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </div>
  );
}
