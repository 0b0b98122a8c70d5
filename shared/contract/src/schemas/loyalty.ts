import { type Static, Type } from 'typebox';
import { ACTIVITY_TYPES, OFFER_TYPES, REDEMPTION_STATUSES, TRANSACTION_TYPES, USER_TYPES } from '../enums.ts';
import {
  DateTime,
  ExportFormatQuery,
  MESSAGES_KEYWORD,
  Nullable,
  OrderingOf,
  PageQuery,
  RowId,
  SearchQuery,
} from './common.ts';

/** BRL amount with two decimals, null until the voucher is burned. */
const Money = Nullable(Type.Number());

/** Status filter of the voucher and redemption lists. */
const RedemptionStatusFilter = Type.Optional(Type.Enum([...REDEMPTION_STATUSES, '']));

export const ActivityListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  activity_type: Type.Optional(
    Type.Union([Type.Literal('Adição'), Type.Literal('Subtração'), Type.Literal('')]),
  ),
  ordering: OrderingOf('loyalty/admin/activities/recent/'),
  format: ExportFormatQuery,
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;

/** A points ledger entry as the activity lists show it. */
export const Activity = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  user_type: Type.Enum(USER_TYPES),
  activity_type: Type.Enum(ACTIVITY_TYPES),
  /** Signed: positive for Adição, negative for Subtração. */
  points_change: Type.Integer(),
  description: Type.String(),
  created_at: DateTime,
});
export type Activity = Static<typeof Activity>;

export const TransactionHistoryQuery = Type.Object({ ...PageQuery, search: SearchQuery });
export type TransactionHistoryQuery = Static<typeof TransactionHistoryQuery>;

/** A points ledger entry as an earn/redeem transaction. */
export const TransactionHistoryItem = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  /** Magnitude; the direction is in transaction_type. */
  points: Type.Integer(),
  transaction_type: Type.Enum(TRANSACTION_TYPES),
  description: Type.String(),
  created_at: DateTime,
});
export type TransactionHistoryItem = Static<typeof TransactionHistoryItem>;

export const PointsSummaryQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  active_only: Type.Optional(Type.Boolean()),
  ordering: OrderingOf('loyalty/admin/points/summary/'),
  format: ExportFormatQuery,
});
export type PointsSummaryQuery = Static<typeof PointsSummaryQuery>;

/** One customer's balance and ledger totals. The CPF is always present (users.cpf is NOT NULL). */
export const PointsSummaryRow = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_cpf: Type.String(),
  points_balance: Type.Integer(),
  /** Points credited but not yet released (users.points_pending, kept by the batches' trigger). */
  points_pending: Type.Integer(),
  /** Released points that expire within the programme's reminder window (reminder_days). */
  points_expiring: Type.Integer(),
  total_earned: Type.Integer(),
  total_spent: Type.Integer(),
  user_type: Type.Enum(USER_TYPES),
  is_active: Type.Boolean(),
  last_activity: Nullable(DateTime),
});
export type PointsSummaryRow = Static<typeof PointsSummaryRow>;

export const RedemptionListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  status: RedemptionStatusFilter,
  ordering: OrderingOf('loyalty/admin/redemptions/recent/'),
  format: ExportFormatQuery,
});
export type RedemptionListQuery = Static<typeof RedemptionListQuery>;

/** A redemption (voucher) in the recent list; `status` comes from the API, never recomputed. */
export const Redemption = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  user_type: Type.Enum(USER_TYPES),
  offer_title: Type.String(),
  points_spent: Type.Integer(),
  is_used: Type.Boolean(),
  status: Type.Enum(REDEMPTION_STATUSES),
  created_at: DateTime,
});
export type Redemption = Static<typeof Redemption>;

/** A points rule: `weight` is a fraction (0.1 = 10 % of the value in BRL becomes points). */
export const PointsRule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  transaction_type_key: Type.String(),
  weight: Type.Number(),
  is_active: Type.Boolean(),
  /** A dated edit not yet in force (points lifecycle), or null. */
  next_change: Type.Optional(
    Nullable(
      Type.Object({
        name: Type.String(),
        weight: Type.Number(),
        is_active: Type.Boolean(),
        effective_from: DateTime,
      }),
    ),
  ),
});
export type PointsRule = Static<typeof PointsRule>;

export const PointsRuleListQuery = Type.Object({
  ...PageQuery,
  ordering: OrderingOf('loyalty/admin/rules/pontuation/'),
});
export type PointsRuleListQuery = Static<typeof PointsRuleListQuery>;

/** A voucher: the code a customer got for an offer, and once burned, who burned it and the values. */
export const Voucher = Type.Object({
  id: Type.Integer(),
  voucher_code: Type.String(),
  offer_id: Type.Integer(),
  offer_title: Type.String(),
  offer_type: Type.Enum(OFFER_TYPES),
  points_spent: Type.Integer(),
  is_used: Type.Boolean(),
  status: Type.Enum(REDEMPTION_STATUSES),
  used_at: Nullable(DateTime),
  created_at: DateTime,
  user_id: Type.Integer(),
  user_name: Type.String(),
  dealership_id: Nullable(Type.Integer()),
  partner_location_id: Nullable(Type.Integer()),
  total_value_offer: Money,
  total_discount_applied: Money,
  total_value_spent_by_user: Money,
  reference_code: Nullable(Type.String()),
  burned_by: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
});
export type Voucher = Static<typeof Voucher>;

/** `search` matches the code, the customer's name and the offer's title; `user` is a customer id (staff only). */
export const VoucherListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  status: RedemptionStatusFilter,
  user: Type.Optional(RowId),
  /** Only the vouchers the caller burned (Validar Voucher's 'Só as minhas baixas'; a back-office user). */
  burned_by_me: Type.Optional(Type.Boolean()),
  ordering: OrderingOf('loyalty/vouchers/'),
});
export type VoucherListQuery = Static<typeof VoucherListQuery>;

/**
 * A voucher as the counter shows it before burning: the customer's CPF masked ('***.456.789-**'),
 * the offer's end of validity and the store or dealership the offer belongs to; once used, until
 * when its use may still be given back ('Estornar uso': the burn + the programme's
 * burn_reversal_hours; null while unused).
 */
export const VoucherDetail = Type.Intersect([
  Voucher,
  Type.Object({
    customer_cpf_masked: Type.String(),
    valid_until: Nullable(DateTime),
    offer_location_name: Nullable(Type.String()),
    reversible_until: Type.Optional(Nullable(DateTime)),
  }),
]);
export type VoucherDetail = Static<typeof VoucherDetail>;

/** `{code}` of GET loyalty/vouchers/code/{code}/. */
export const VoucherCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
export type VoucherCodeParams = Static<typeof VoucherCodeParams>;

export const RedeemBody = Type.Object({ offer_id: RowId });
export type RedeemBody = Static<typeof RedeemBody>;

/** The new voucher and the customer's balance after the debit. */
export const RedeemResponse = Type.Intersect([Voucher, Type.Object({ points_balance: Type.Integer() })]);
export type RedeemResponse = Static<typeof RedeemResponse>;

/** The refusal of a purchase value that is not BRL with at most two decimals. */
export const PURCHASE_VALUE_MESSAGE = 'Informe um valor em reais com até duas casas decimais.';

export const VoucherUseBody = Type.Object({
  voucher_code: Type.String({ minLength: 1, maxLength: 32 }),
  dealership_id: Type.Optional(Nullable(RowId)),
  /**
   * Purchase value in BRL the voucher applies to, at most R$ 999.999.999,99 with two decimals: a
   * JSON number, or its text with a point ("123.45", as the counter's field sends it); blank or
   * null: the points' worth (points × R$ 0,05).
   */
  purchase_value: Type.Optional(
    Nullable(
      Type.Union(
        [
          Type.Number({ minimum: 0, maximum: 999_999_999.99, multipleOf: 0.01 }),
          // Blank, or the amount with blanks around (no optional middle: the pattern stays linear).
          Type.String({ maxLength: 20, pattern: '^\\s*$|^\\s*[0-9]{1,9}(\\.[0-9]{1,2})?\\s*$' }),
        ],
        { [MESSAGES_KEYWORD]: { anyOf: PURCHASE_VALUE_MESSAGE } },
      ),
    ),
  ),
  reference_code: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});
export type VoucherUseBody = Static<typeof VoucherUseBody>;

/** 'Estornar uso': a burned voucher given back within the window, with the reason (3–500 characters). */
export const VoucherReverseUseBody = Type.Object({
  voucher_code: Type.String({ minLength: 1, maxLength: 32 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export type VoucherReverseUseBody = Static<typeof VoucherReverseUseBody>;

/** 'Cancelar resgate': a pending voucher withdrawn, its points returned; the reason is kept. */
export const RedemptionCancelBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export type RedemptionCancelBody = Static<typeof RedemptionCancelBody>;
