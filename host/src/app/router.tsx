import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { operationsScreen, profileScreen } from '../lib/host-screens';
import { remoteScreens } from '../lib/remote-routes';
import { GuardedRemoteScreen } from './guarded-remote-screen';
import { OperationsRoute } from './operations-route';
import { ProfileRoute } from './profile-route';

const toDashboard = <Navigate to="/admin/dashboard" replace />;

/** The route table (docs/product.md §2.1), exported so tests can mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: toDashboard },
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
      { index: true, element: toDashboard },
      ...remoteScreens.map((screen) => ({
        path: screen.path,
        element: <GuardedRemoteScreen screen={screen} />,
      })),
      { path: operationsScreen.path, element: <OperationsRoute /> },
      { path: profileScreen.path, element: <ProfileRoute /> },
      { path: '*', element: toDashboard },
    ],
  },
  { path: '*', element: toDashboard },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
