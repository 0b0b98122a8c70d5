import type { AccountRow } from '../repositories/users.ts';

export type Principal = Omit<AccountRow, 'passwordHash'>;

/** Data visibility of a back-office user (DESIGN §6), always derived from the authenticated user. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'dealership'; dealershipId: number }
  | { kind: 'partner'; partnerId: number };

export function isAdmin(user: Pick<AccountRow, 'userType' | 'isSuperuser'>): boolean {
  return user.isSuperuser || user.userType === 'ADMIN';
}

/** Who may sign in to the back-office: ADMIN/superuser, PARCEIRO, DEALERSHIP with is_staff. */
export function canUseBackOffice(user: AccountRow | Principal): boolean {
  if (!user.isActive) return false;
  if (isAdmin(user)) return true;
  if (user.userType === 'PARCEIRO') return true;
  return user.userType === 'DEALERSHIP' && user.isStaff;
}

export function scopeOf(user: Principal): Scope {
  if (isAdmin(user)) return { kind: 'all' };
  // A user without its link sees nothing (-1 never matches a serial id).
  if (user.userType === 'DEALERSHIP') return { kind: 'dealership', dealershipId: user.dealershipId ?? -1 };
  return { kind: 'partner', partnerId: user.partnerId ?? -1 };
}

export function toPrincipal(row: AccountRow): Principal {
  const { passwordHash: _omit, ...principal } = row;
  return principal;
}
