import {
  type Actor,
  canUseBackOffice as actorCanUseBackOffice,
  scopeOf as actorScopeOf,
  type Capability,
  can,
  effectiveRole,
  type Scope,
} from '@fidelidade/contract/capabilities';
import type { UserType } from '@fidelidade/contract/enums';
import type { AccountRow } from '../repositories/users.ts';

export type Principal = Omit<AccountRow, 'passwordHash'>;
export type { Scope };

/** The fields of a user the capability table reads (a Principal, an AccountRow or a user being edited). */
type RoleFields = Pick<AccountRow, 'userType' | 'isSuperuser'> &
  Partial<
    Pick<
      AccountRow,
      'isStaff' | 'isActive' | 'dealershipId' | 'partnerId' | 'partnerLocationId' | 'accountForQrCodeBurn'
    >
  >;

/** The one adapter from the API's camelCase rows to the contract's snake_case Actor. */
export function toActor(user: RoleFields): Actor {
  return {
    user_type: user.userType,
    is_superuser: user.isSuperuser,
    is_staff: user.isStaff,
    is_active: user.isActive,
    dealership_associated: user.dealershipId,
    partner: user.partnerId,
    partner_location: user.partnerLocationId,
    // The FLAG_REQUIRED capabilities (vouchers.use) read it; absent means "not flagged".
    account_for_qr_code_burn: user.accountForQrCodeBurn,
  };
}

/** The role the table applies: the user type, or ADMIN for a superuser. */
export function roleOf(user: RoleFields): UserType {
  return effectiveRole(toActor(user));
}

export function isAdmin(user: RoleFields): boolean {
  return roleOf(user) === 'ADMIN';
}

/** Who may sign in to the back-office: ADMIN/superuser, PARCEIRO, ATENDENTE, DEALERSHIP with is_staff. */
export function canUseBackOffice(user: AccountRow | Principal): boolean {
  return actorCanUseBackOffice(toActor(user));
}

/** Whether the user has a capability of the shared table (docs/architecture.md §6). */
export function principalCan(user: Principal, capability: Capability): boolean {
  return can(toActor(user), capability);
}

/** Data visibility of a back-office user, always derived from the authenticated user. */
export function scopeOf(user: Principal): Scope {
  return actorScopeOf(toActor(user));
}

export function toPrincipal(row: AccountRow): Principal {
  const { passwordHash: _omit, ...principal } = row;
  return principal;
}
