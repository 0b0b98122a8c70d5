import { useSession } from '@fidelidade/session';
import { AccessDenied } from '../features/access/access-denied';
import { canOpen } from '../features/access/allowed-screens';
import { RemoteScreen } from '../features/remotes/components/remote-screen';
import type { RemoteScreen as RemoteScreenRoute } from '../features/remotes/remote-routes';

/** The menu hides screens a role cannot use; a direct URL to one shows 'Acesso negado'. */
export function GuardedRemoteScreen(props: { screen: RemoteScreenRoute }) {
  const user = useSession((state) => state.user);
  if (!canOpen(props.screen, user)) return <AccessDenied />;
  return <RemoteScreen remote={props.screen.remote} module={props.screen.module} />;
}
