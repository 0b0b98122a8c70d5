import { useSession } from '@fidelidade/session';
import { lazy, Suspense } from 'react';
import { AccessDenied } from '../features/access/access-denied';
import { pageActions } from '../features/remotes/bad-versions';
import { RemoteErrorBoundary } from '../features/remotes/components/remote-error-boundary';
import { RemoteLoading } from '../features/remotes/components/remote-screen';
import { canOpen } from '../lib/allowed-screens';
import { profileScreen } from '../lib/host-screens';

// Its own chunk, like the operations console: the shell's start-up carries none of Meu Perfil.
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "perfil" */ '../features/profile/components/profile-page').then((loaded) => ({
    default: loaded.ProfilePage,
  })),
);

/** /admin/perfil: Meu Perfil, every back-office user's own account (screen.perfil). */
export function ProfileRoute() {
  const user = useSession((state) => state.user);
  if (!canOpen(profileScreen, user)) return <AccessDenied />;
  return (
    <RemoteErrorBoundary onRetry={() => pageActions.reload()}>
      <Suspense fallback={<RemoteLoading />}>
        <ProfilePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
