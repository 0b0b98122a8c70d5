import { useSession } from '@fidelidade/session';
import { AccessDenied } from '../features/access/access-denied';
import { RemoteScreen } from '../features/remotes/components/remote-screen';
import { canOpen } from '../lib/allowed-screens';
import type { RemoteScreen as RemoteScreenRoute } from '../lib/remote-routes';

/** The menu hides screens a role cannot use; a direct URL to one shows 'Acesso negado'. */
export function GuardedRemoteScreen(props: { screen: RemoteScreenRoute }) {
  const user = useSession((state) => state.user);
  if (!canOpen(props.screen, user)) return <AccessDenied />;
  return <RemoteScreen remote={props.screen.remote} module={props.screen.module} />;
}
