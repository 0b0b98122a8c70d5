import { type Static, Type } from 'typebox';
import { MANAGED_USER_TYPES, USER_TYPES } from '../enums.ts';
import { DateTime, Nullable, PageQuery, RowId, SearchQuery } from './common.ts';

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const OptionalId = Type.Optional(Nullable(RowId));

/**
 * Body of users/create/ and PUT users/{id}/. Presence and content rules are checked in code so the
 * answers carry the form's own messages (docs/product.md §5) instead of generic schema messages.
 */
export const UserBody = Type.Object({
  cpf: OptionalText(32),
  email: OptionalText(254),
  full_name: OptionalText(255),
  user_type: Type.Enum(MANAGED_USER_TYPES),
  password: OptionalText(1024),
  password_confirm: OptionalText(1024),
  is_staff: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(Type.Boolean()),
  account_for_qr_code_burn: Type.Optional(Type.Boolean()),
  dealership_associated: OptionalId,
  partner: OptionalId,
});
export type UserBody = Static<typeof UserBody>;

/** A user as the ADMIN user screens read it. */
export const ManagedUser = Type.Object({
  id: Type.Integer(),
  cpf: Type.String(),
  email: Nullable(Type.String()),
  full_name: Type.String(),
  user_type: Type.Enum(USER_TYPES),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_active: Type.Boolean(),
  account_for_qr_code_burn: Type.Boolean(),
  dealership_associated: Nullable(Type.Integer()),
  dealership_name: Nullable(Type.String()),
  partner: Nullable(Type.Integer()),
  partner_name: Nullable(Type.String()),
  points_balance: Type.Integer(),
  last_login: Nullable(DateTime),
  created_at: DateTime,
});
export type ManagedUser = Static<typeof ManagedUser>;

export const UserListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  user_type: Type.Optional(Type.Enum([...USER_TYPES, ''])),
  is_active: Type.Optional(Type.Boolean()),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const ToggleStatusBody = Type.Object({ is_active: Type.Boolean() });
export type ToggleStatusBody = Static<typeof ToggleStatusBody>;

/** The dealership and partner selects of the user form. */
export const FormOptions = Type.Object({
  dealerships: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  partners: Type.Array(Type.Object({ id: Type.Integer(), brand_name: Type.String() })),
});
export type FormOptions = Static<typeof FormOptions>;

/** The dashboard cards, scoped to the caller's role. */
export const DashboardStats = Type.Object({
  total_users_count: Type.Integer(),
  active_users_count: Type.Integer(),
  daily_logins_count: Type.Integer(),
  redemptions_count: Type.Integer(),
});
export type DashboardStats = Static<typeof DashboardStats>;
