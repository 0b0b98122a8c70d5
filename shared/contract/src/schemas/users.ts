import { type Static, Type } from 'typebox';
import { ACTIVITY_TYPES, LEDGER_KINDS, MANAGED_USER_TYPES, USER_TYPES } from '../enums.ts';
import {
  DateTime,
  ExportFormatQuery,
  FilterOf,
  Nullable,
  OrderingQuery,
  PageQuery,
  RowId,
  SearchQuery,
} from './common.ts';

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
  /** An ATENDENTE's partner store (an ATENDENTE has this or `dealership_associated`, not both). */
  partner_location: OptionalId,
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
  /** An ATENDENTE's partner store. */
  partner_location: Nullable(Type.Integer()),
  partner_location_name: Nullable(Type.String()),
  points_balance: Type.Integer(),
  last_login: Nullable(DateTime),
  /** When the account was created (the date the user joined). */
  created_at: DateTime,
  /** A customer deleted with history: personal data replaced, the books kept (cannot be reactivated). */
  anonymized: Type.Boolean(),
  /** Signs in with a second factor (ADMIN may reset it: POST users/{id}/two-factor/reset/). */
  two_factor_enabled: Type.Optional(Type.Boolean()),
});
export type ManagedUser = Static<typeof ManagedUser>;

export const UserListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  user_type: Type.Optional(Type.Enum([...USER_TYPES, ''])),
  is_active: Type.Optional(Type.Boolean()),
  ordering: OrderingQuery,
  format: ExportFormatQuery,
});
export type UserListQuery = Static<typeof UserListQuery>;

export const ToggleStatusBody = Type.Object({ is_active: Type.Boolean() });
export type ToggleStatusBody = Static<typeof ToggleStatusBody>;

/** The dealership, partner and (an ATENDENTE's) partner-store selects of the user form. */
export const FormOptions = Type.Object({
  dealerships: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  partners: Type.Array(Type.Object({ id: Type.Integer(), brand_name: Type.String() })),
  partner_locations: Type.Array(
    Type.Object({ id: Type.Integer(), store_name: Type.String(), partner_name: Type.String() }),
  ),
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

/** The customer page's header (GET users/{id}/customer/): who, and the points figures from the ledger. */
export const CustomerProfile = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  cpf: Type.String(),
  email: Nullable(Type.String()),
  is_active: Type.Boolean(),
  date_joined: DateTime,
  points_balance: Type.Integer(),
  /** Sum of the ledger's credits. */
  points_earned: Type.Integer(),
  /** Sum of the ledger's debits, as a positive number. */
  points_spent: Type.Integer(),
  /** When the newest ledger entry was written (as Tabelas → Usuários shows it); null without one. */
  last_activity_at: Nullable(DateTime),
  vouchers_count: Type.Integer(),
  vouchers_used_count: Type.Integer(),
  /** The customer was deleted with history: personal data replaced, the books kept. */
  anonymized: Type.Boolean(),
});
export type CustomerProfile = Static<typeof CustomerProfile>;

/** A day 'AAAA-MM-DD' in Brasília time (checked in code, with its own message). */
const Day = Type.String({ maxLength: 10 });

/** Filters of GET users/{id}/points-history/ ('' = no filter); newest first. */
export const PointsHistoryQuery = Type.Object({
  ...PageQuery,
  kind: FilterOf(LEDGER_KINDS),
  date_from: Type.Optional(Day),
  date_to: Type.Optional(Day),
  ordering: OrderingQuery,
});
export type PointsHistoryQuery = Static<typeof PointsHistoryQuery>;

/** One entry of a customer's points history. */
export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  created_at: DateTime,
  kind: Type.Enum(LEDGER_KINDS),
  activity_type: Type.Enum(ACTIVITY_TYPES),
  /** Signed: positive for Adição, negative for Subtração. */
  points: Type.Integer(),
  description: Type.String(),
  /** Why a manual adjustment was made; null for the other kinds. */
  reason: Nullable(Type.String()),
  /** The staff member who made a manual adjustment; null otherwise or when that user is gone. */
  created_by: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/** The largest manual adjustment, either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;

/**
 * Body of POST users/{id}/points-adjustments/: positive credits, negative debits. Zero and the
 * reason (trimmed, 3 to 500 characters) are checked in code so the answers carry the form's messages.
 */
export const PointsAdjustmentBody = Type.Object({
  points: Type.Integer({ minimum: -MAX_POINTS_ADJUSTMENT, maximum: MAX_POINTS_ADJUSTMENT }),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type PointsAdjustmentBody = Static<typeof PointsAdjustmentBody>;

/**
 * 202 of a manual credit the programme keeps pending (docs/architecture.md §5, points lifecycle):
 * no ledger entry yet; the points become available at `available_at`.
 */
export const PendingCredit = Type.Object({
  pending: Type.Literal(true),
  points: Type.Integer(),
  available_at: DateTime,
  detail: Type.String(),
});
export type PendingCredit = Static<typeof PendingCredit>;
