import { type Static, type TSchema, Type } from 'typebox';
import { ACTIVITY_TYPES, LEDGER_KINDS, MANAGED_USER_TYPES, USER_TYPES } from '../enums.ts';
import { formatPtBrNumber } from '../pt-br-number.ts';
import {
  conditional,
  DateTime,
  DayFilter,
  ExportFormatQuery,
  FilterOf,
  MESSAGES_KEYWORD,
  NonBlank,
  Nullable,
  OrderingOf,
  PageQuery,
  RowId,
  SearchQuery,
} from './common.ts';

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const OptionalId = Type.Optional(Nullable(RowId));

/**
 * Body of users/create/ and PUT users/{id}/ as the API validates it: the types only. Presence and
 * content rules are checked in code so the answers carry the form's own messages, every failing
 * field at once (docs/product.md §5); the document publishes them as UserCreateBody and
 * UserUpdateBody.
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

/** The least password length of the user form. */
export const MIN_PASSWORD_LENGTH = 6;

/** The user form's rules as JSON Schema: the fields of create and update. */
const userFormFields = (password: TSchema) => ({
  cpf: Type.String({
    maxLength: 32,
    // 11 digits with any dots, dashes and blanks; check digits valid (format `cpf`).
    pattern: '^[.\\-\\s]*([0-9][.\\-\\s]*){11}$',
    format: 'cpf',
    description: 'CPF com dígitos verificadores válidos; pontos, traço e espaços são ignorados.',
  }),
  email: Type.Optional(
    Nullable(Type.Union([Type.Literal(''), Type.String({ maxLength: 254, format: 'email' })])),
  ),
  full_name: NonBlank(255),
  user_type: Type.Enum(MANAGED_USER_TYPES),
  password,
  password_confirm: Type.Optional(
    Nullable(Type.String({ maxLength: 1024, description: 'Igual a password.' })),
  ),
  is_staff: Type.Optional(Type.Boolean({ description: 'Só para DEALERSHIP (acesso ao back-office).' })),
  is_active: Type.Optional(Type.Boolean({ default: true })),
  account_for_qr_code_burn: Type.Optional(Type.Boolean({ description: 'Não para CLIENTE.' })),
  dealership_associated: OptionalId,
  partner: OptionalId,
});

/** A DEALERSHIP user needs its dealership, a PARCEIRO user its partner. */
const userTypeNeeds = {
  allOf: [
    conditional(
      { properties: { user_type: { const: 'DEALERSHIP' } } },
      { required: ['dealership_associated'], properties: { dealership_associated: RowId } },
    ),
    conditional(
      { properties: { user_type: { const: 'PARCEIRO' } } },
      { required: ['partner'], properties: { partner: RowId } },
    ),
  ],
};

/** POST users/create/ as the form's rules read it (the document's body; see UserBody). */
export const UserCreateBody = Type.Object(
  userFormFields(Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })),
  { ...userTypeNeeds, description: 'Usuário novo: CPF, nome e senha obrigatórios.' },
);

/** PUT users/{id}/: as create, but a blank (or absent) password keeps the current one. */
export const UserUpdateBody = Type.Object(
  userFormFields(
    Type.Optional(
      Nullable(
        Type.Union([Type.Literal(''), Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })]),
      ),
    ),
  ),
  { ...userTypeNeeds, description: 'Edição: senha vazia ou ausente mantém a atual.' },
);

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
  ordering: OrderingOf('users/admin/list/'),
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

/** Filters of GET users/{id}/points-history/ ('' = no filter); newest first. */
export const PointsHistoryQuery = Type.Object({
  ...PageQuery,
  kind: FilterOf(LEDGER_KINDS),
  date_from: DayFilter,
  date_to: DayFilter,
  ordering: OrderingOf('users/{id}/points-history/'),
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

const REASON_MIN = 3;
const REASON_MAX = 500;
/** The reason as sent, blanks around included. */
const REASON_TEXT_MAX = 2000;

/** The refusals of a manual adjustment (the customer page's form shows them under its fields). */
export const ADJUSTMENT_MESSAGES = {
  zero: 'Informe um ajuste diferente de zero.',
  reasonMissing: `Informe o motivo do ajuste (mínimo de ${REASON_MIN} caracteres).`,
  reasonTooLong: `O motivo do ajuste pode ter no máximo ${REASON_MAX} caracteres.`,
  /** The balance shown as typed in Brazil (1.234); the document's placeholder passes through. */
  belowZero: (balance: number | string) =>
    `O ajuste deixaria o saldo negativo (saldo atual: ${typeof balance === 'number' ? formatPtBrNumber(balance, { kind: 'integer' }) : balance} pontos).`,
  anonymized: 'Este cliente foi removido e não pode receber ajustes de pontos.',
  /** A credit kept pending by the programme's settlement delay (202). */
  pending: (at: Date) =>
    `Crédito registrado: os pontos ficam pendentes até ${at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
} as const;

/**
 * Body of POST users/{id}/points-adjustments/: positive credits, negative debits, never zero; the
 * reason is kept trimmed, 3 to 500 characters once trimmed.
 */
export const PointsAdjustmentBody = Type.Object({
  points: Type.Integer({
    minimum: -MAX_POINTS_ADJUSTMENT,
    maximum: MAX_POINTS_ADJUSTMENT,
    not: { const: 0 },
    [MESSAGES_KEYWORD]: { not: ADJUSTMENT_MESSAGES.zero },
  }),
  reason: Type.String({
    maxLength: REASON_TEXT_MAX,
    [MESSAGES_KEYWORD]: { required: ADJUSTMENT_MESSAGES.reasonMissing },
    // The length rules only on text within maxLength, so the patterns never scan a huge body.
    ...conditional(
      { maxLength: REASON_TEXT_MAX },
      {
        // Trimmed length ≥ 3: two non-blank characters with one or more between them.
        pattern: `\\S[\\s\\S]{${REASON_MIN - 2},}\\S`,
        // Trimmed length ≤ 500: no two non-blank characters 501 or more apart.
        not: { pattern: `\\S[\\s\\S]{${REASON_MAX - 1},}\\S` },
        [MESSAGES_KEYWORD]: {
          pattern: ADJUSTMENT_MESSAGES.reasonMissing,
          not: ADJUSTMENT_MESSAGES.reasonTooLong,
        },
      },
    ),
  }),
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
