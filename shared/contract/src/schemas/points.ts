import { type Static, Type } from 'typebox';
import { BATCH_SOURCES, BATCH_STATES } from '../enums.ts';
import { DateTime, Nullable, PageQuery } from './common.ts';

// The points lifecycle (docs/architecture.md §5): the programme's settings, a customer's batches,
// the liability the programme carries, and dated versions of the points rules.

const Days = (max: number) => Type.Integer({ minimum: 0, maximum: max });
/** Reais with up to two decimals, as text ('0.05'). */
const Reais = Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,2})?$', maxLength: 7 });

export const ProgrammeSettingsBody = Type.Object({
  /** Months a credit stays spendable; null = points never expire. */
  validity_months: Nullable(Type.Integer({ minimum: 1, maximum: 120 })),
  pending_days_service: Days(365),
  pending_days_purchase: Days(365),
  pending_days_manual: Days(365),
  reminder_days: Type.Integer({ minimum: 1, maximum: 365 }),
  /** What one point is worth in R$ (the liability's value; a burn without a purchase value). */
  point_value: Reais,
  burn_reversal_hours: Days(720),
});
export type ProgrammeSettingsBody = Static<typeof ProgrammeSettingsBody>;

export const ProgrammeSettings = Type.Object({
  ...ProgrammeSettingsBody.properties,
  updated_at: DateTime,
  updated_by: Nullable(Type.String()),
});
export type ProgrammeSettings = Static<typeof ProgrammeSettings>;

/** One credit of a customer with its dates and where its points went. */
export const PointsBatch = Type.Object({
  id: Type.Integer(),
  source: Type.Enum(BATCH_SOURCES),
  state: Type.Enum(BATCH_STATES),
  points: Type.Integer(),
  remaining: Type.Integer(),
  consumed: Type.Integer(),
  expired: Type.Integer(),
  reversed: Type.Integer(),
  earned_at: DateTime,
  available_at: DateTime,
  expires_at: Nullable(DateTime),
  description: Type.String(),
});
export type PointsBatch = Static<typeof PointsBatch>;

export const PointsBatchListQuery = Type.Object({ ...PageQuery });
export type PointsBatchListQuery = Static<typeof PointsBatchListQuery>;

export const NextExpiry = Type.Object({ points: Type.Integer(), expires_at: DateTime });
export type NextExpiry = Static<typeof NextExpiry>;

/** What a customer has: spendable, waiting, about to expire (within the reminder window), owed. */
export const CustomerPoints = Type.Object({
  available: Type.Integer(),
  pending: Type.Integer(),
  expiring: Type.Integer(),
  expiring_days: Type.Integer(),
  next_expiry: Nullable(NextExpiry),
  expired: Type.Integer(),
  debt: Type.Integer(),
});
export type CustomerPoints = Static<typeof CustomerPoints>;

/** The customer app's balance: GET loyalty/points/. */
export const CustomerBalance = Type.Object({
  available: Type.Integer(),
  pending: Type.Integer(),
  next_expiry: Nullable(NextExpiry),
});
export type CustomerBalance = Static<typeof CustomerBalance>;

export const LiabilityQuery = Type.Object({
  date_from: Type.Optional(Type.String({ format: 'date' })),
  date_to: Type.Optional(Type.String({ format: 'date' })),
});
export type LiabilityQuery = Static<typeof LiabilityQuery>;

const LiabilityFigures = Type.Object({
  outstanding: Type.Number(),
  pending: Type.Number(),
  expiring_30: Type.Number(),
  expiring_60: Type.Number(),
  expiring_90: Type.Number(),
  expired: Type.Number(),
  spent: Type.Number(),
});

/** The programme's liability in the caller's scope: points, and their worth in R$ at the point value. */
export const Liability = Type.Object({
  date_from: Type.String({ format: 'date' }),
  date_to: Type.String({ format: 'date' }),
  point_value: Type.Number(),
  points: LiabilityFigures,
  value: LiabilityFigures,
});
export type Liability = Static<typeof Liability>;

/** A points rule as it is from `effective_from` on. */
export const PointsRuleVersion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  weight: Type.Number(),
  is_active: Type.Boolean(),
  effective_from: DateTime,
  created_at: DateTime,
  created_by: Nullable(Type.String()),
});
export type PointsRuleVersion = Static<typeof PointsRuleVersion>;

/**
 * An edit of a points rule: from `effective_from` on (default now), ERP records whose sale date is
 * on or after it get this weight; earlier sales keep the one in force then.
 */
export const PointsRuleUpdateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 150 }),
  /** A fraction: 0.1 = 10 % of the amount in points. */
  weight: Type.Number({ minimum: 0, maximum: 99.9999 }),
  is_active: Type.Boolean(),
  effective_from: Type.Optional(DateTime),
});
export type PointsRuleUpdateBody = Static<typeof PointsRuleUpdateBody>;
