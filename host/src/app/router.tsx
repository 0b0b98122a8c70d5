import { useSession } from '@fidelidade/session';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { homePath } from '../lib/allowed-screens';
import { operationsScreen, profileScreen } from '../lib/host-screens';
import { remoteScreens } from '../lib/remote-routes';
import { GuardedRemoteScreen } from './guarded-remote-screen';
import { OperationsRoute } from './operations-route';
import { ProfileRoute } from './profile-route';

/** `/`, `/admin` and unknown paths: the user's first screen (the dashboard for most roles). */
function HomeRedirect() {
  const user = useSession((state) => state.user);
  return <Navigate to={homePath(user)} replace />;
}

const toHome = <HomeRedirect />;

/** The route table (docs/product.md §2.1), exported so tests can mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: toHome },
  { path: '/auth', element: <Navigate to="/auth/login" replace /> },
  { path: '/auth/login', element: <LoginPage /> },
  {
    path: '/admin',
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: toHome },
      ...remoteScreens.map((screen) => ({
        path: screen.path,
        element: <GuardedRemoteScreen screen={screen} />,
      })),
      { path: operationsScreen.path, element: <OperationsRoute /> },
      { path: profileScreen.path, element: <ProfileRoute /> },
      { path: '*', element: toHome },
    ],
  },
  { path: '*', element: toHome },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
