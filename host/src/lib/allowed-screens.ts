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
