import { type Static, Type } from 'typebox';
import { LIABILITY_PLACE_KINDS } from '../enums.ts';
import { DayFilter, Nullable, RowId } from './common.ts';

// The liability report (URL area reports/, docs/api.md#liability-report): points credited, used and
// expired per place and São Paulo month, and what each place holds now, in points and in R$.

/**
 * Filters of the liability report. The period is in days (both inclusive); the screen sends the
 * first day of its first month and the last day of its last. `format` turns the answer into the
 * CSV or the PDF of the same report.
 */
export const LiabilityReportQuery = Type.Object({
  dealership_id: Type.Optional(RowId),
  date_from: DayFilter,
  date_to: DayFilter,
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('pdf')])),
});
export type LiabilityReportQuery = Static<typeof LiabilityReportQuery>;

/** A dealership, a partner store, or neither (`id` null, name 'Sem concessionária'). */
export const LiabilityPlace = Type.Object({
  kind: Type.Enum(LIABILITY_PLACE_KINDS),
  id: Nullable(Type.Integer()),
  name: Type.String(),
});
export type LiabilityPlace = Static<typeof LiabilityPlace>;

/** Credited, used (every debit but expiry), expired, and the month's balance = earned − spent − expired. */
export const LiabilityMovement = Type.Object({
  earned: Type.Number(),
  spent: Type.Number(),
  expired: Type.Number(),
  net: Type.Number(),
});
export type LiabilityMovement = Static<typeof LiabilityMovement>;

/** Points held now: available, still pending, and available that expire within 30/60/90 days. */
export const LiabilityPosition = Type.Object({
  outstanding: Type.Number(),
  pending: Type.Number(),
  expiring_30: Type.Number(),
  expiring_60: Type.Number(),
  expiring_90: Type.Number(),
});
export type LiabilityPosition = Static<typeof LiabilityPosition>;

/** One place × one month (`AAAA-MM`, São Paulo): points, and R$ at the programme's point value. */
export const LiabilityReportMonth = Type.Object({
  place: LiabilityPlace,
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  points: LiabilityMovement,
  value: LiabilityMovement,
});
export type LiabilityReportMonth = Static<typeof LiabilityReportMonth>;

/** What one place holds today (points_liability), in points and R$. */
export const LiabilityReportPlace = Type.Object({
  place: LiabilityPlace,
  points: LiabilityPosition,
  value: LiabilityPosition,
});
export type LiabilityReportPlace = Static<typeof LiabilityReportPlace>;

const LiabilityTotals = Type.Object({ ...LiabilityMovement.properties, ...LiabilityPosition.properties });
export type LiabilityTotals = Static<typeof LiabilityTotals>;

/**
 * The report: the period asked (defaults filled in), today's date, the point's value in R$, the
 * totals of every row, the months (place by place, oldest month first) and the places' position now.
 */
export const LiabilityReport = Type.Object({
  date_from: Type.String({ format: 'date' }),
  date_to: Type.String({ format: 'date' }),
  today: Type.String({ format: 'date' }),
  point_value: Type.Number(),
  totals: Type.Object({ points: LiabilityTotals, value: LiabilityTotals }),
  months: Type.Array(LiabilityReportMonth),
  places: Type.Array(LiabilityReportPlace),
});
export type LiabilityReport = Static<typeof LiabilityReport>;
