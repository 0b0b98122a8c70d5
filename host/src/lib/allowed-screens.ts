import { can } from '@fidelidade/contract/capabilities';
import type { StoredUser } from '@fidelidade/session';
import { type RemoteScreen, remoteScreens } from './remote-routes';

export function canOpen(screen: RemoteScreen, user: StoredUser | null): boolean {
  return can(user, screen.capability);
}

/** The side menu's entries: the screens the user may open, without the record pages. */
export function allowedScreens(user: StoredUser | null): RemoteScreen[] {
  return remoteScreens.filter((screen) => !screen.hiddenFromMenu && canOpen(screen, user));
}
