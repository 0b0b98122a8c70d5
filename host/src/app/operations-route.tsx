import { useSession } from '@fidelidade/session';
import { lazy, Suspense } from 'react';
import { AccessDenied } from '../features/access/access-denied';
import { pageActions } from '../features/remotes/bad-versions';
import { RemoteErrorBoundary } from '../features/remotes/components/remote-error-boundary';
import { RemoteLoading } from '../features/remotes/components/remote-screen';
import { canOpen } from '../lib/allowed-screens';
import { operationsScreen } from '../lib/host-screens';

// Its own chunk, fetched when the route opens: the shell's start-up carries none of the console.
const OperationsPage = lazy(() =>
  import(/* webpackChunkName: "operacoes" */ '../features/operations/components/operations-page').then(
    (loaded) => ({ default: loaded.OperationsPage }),
  ),
);

/** /admin/operacoes: 'Acesso negado' without screen.operacoes, like the remote screens. */
export function OperationsRoute() {
  const user = useSession((state) => state.user);
  if (!canOpen(operationsScreen, user)) return <AccessDenied />;
  return (
    // A chunk that fails to load (a host deployed meanwhile) stays failed: the retry reloads the page.
    <RemoteErrorBoundary onRetry={() => pageActions.reload()}>
      <Suspense fallback={<RemoteLoading />}>
        <OperationsPage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
