import type { StoredUser, UserType } from '@fidelidade/session';
import { type RemoteScreen, remoteScreens } from '../remotes/remote-routes';

export function effectiveRole(user: StoredUser | null): UserType | null {
  if (!user) return null;
  return user.is_superuser ? 'ADMIN' : user.user_type;
}

export function canOpen(screen: RemoteScreen, user: StoredUser | null): boolean {
  const role = effectiveRole(user);
  return role !== null && screen.roles.includes(role);
}

export function allowedScreens(user: StoredUser | null): RemoteScreen[] {
  return remoteScreens.filter((screen) => canOpen(screen, user));
}
