import { type Capability, can } from '@fidelidade/contract/capabilities';
import type { StoredUser } from '@fidelidade/session';
import { hostScreens } from './host-screens';
import { type RemoteScreen, remoteScreens } from './remote-routes';

/** What the side menu needs of a screen, remote or the host's own. */
export type MenuScreen = Pick<RemoteScreen, 'path' | 'label' | 'capability' | 'hiddenFromMenu'>;

export function canOpen(screen: { capability: Capability }, user: StoredUser | null): boolean {
  return can(user, screen.capability);
}

/** The side menu's entries: the screens the user may open, without the record pages. */
export function allowedScreens(user: StoredUser | null): MenuScreen[] {
  const screens: ReadonlyArray<MenuScreen> = [...remoteScreens, ...hostScreens];
  return screens.filter((screen) => !screen.hiddenFromMenu && canOpen(screen, user));
}

/**
 * Where a user starts (`/`, `/admin`, an unknown admin path, after signing in): the first menu
 * screen it may open — the dashboard for most roles, Ações (its voucher counter) for an ATENDENTE.
 * Signed out, the dashboard (the session guard then leads to the sign-in).
 */
export function homePath(user: StoredUser | null): string {
  const first = allowedScreens(user)[0];
  return first ? `/admin/${first.path}` : '/admin/dashboard';
}
