import { type Static, Type } from 'typebox';
import { TREND_PERIODS, type TrendPeriod } from '../enums.ts';
import { MESSAGES_KEYWORD } from './common.ts';

/** Any refusal of `days` names the choices (the generic words would not say what to send). */
const DAYS_MESSAGE = 'Use 7, 30 ou 90 dias.';

/**
 * `days` of the trends: 7, 30 or 90. Typed `integer` so the query string's text is coerced before
 * the enum check (a bare enum of numbers would refuse '30').
 */
const trendDays = (extra: { default?: TrendPeriod } = {}) =>
  Type.Unsafe<TrendPeriod>({
    type: 'integer',
    enum: [...TREND_PERIODS],
    description: 'Período em dias: 7, 30 ou 90.',
    [MESSAGES_KEYWORD]: { type: DAYS_MESSAGE, enum: DAYS_MESSAGE },
    ...extra,
  });
export const TrendDays = trendDays();

/** A São Paulo calendar day, 'AAAA-MM-DD'. */
const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-05-01'] });

/** Querystring of users/dashboard/trends/ (default 30 days). */
export const TrendsQuery = Type.Object({ days: Type.Optional(trendDays({ default: 30 })) });
export type TrendsQuery = Static<typeof TrendsQuery>;

/** One day of the trends: the ledger's credits and debits and the redemptions created that day. */
export const TrendPoint = Type.Object({
  date: CalendarDay,
  /** Sum of the day's positive ledger amounts. */
  points_earned: Type.Integer(),
  /** Sum of the day's negative ledger amounts, as a positive number. */
  points_spent: Type.Integer(),
  redemptions: Type.Integer(),
});
export type TrendPoint = Static<typeof TrendPoint>;

/**
 * The dashboard's trends, scoped to the caller's role: one entry per São Paulo calendar day from
 * `from` to `to` (today), oldest first, days without activity included as zeros.
 */
export const DashboardTrends = Type.Object({
  days: TrendDays,
  from: CalendarDay,
  to: CalendarDay,
  series: Type.Array(TrendPoint),
});
export type DashboardTrends = Static<typeof DashboardTrends>;
