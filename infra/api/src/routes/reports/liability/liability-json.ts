import type {
  LiabilityMovement,
  LiabilityPlace,
  LiabilityPosition,
  LiabilityReport,
  LiabilityReportMonth,
  LiabilityReportPlace,
} from '@fidelidade/contract';
import type { Database } from '../../../db/client.ts';
import { centsToNumber } from '../../../domain/money.ts';
import {
  type LiabilityReportFilter,
  type MonthRow,
  monthsQuery,
  type PlaceRow,
  type PositionRow,
  positions,
} from '../../../repositories/liability-report.ts';

type Figures<T> = { [K in keyof T]: number };

/** Points → R$ at the point's value: integer cents, then a JSON number with two decimals at most. */
export const inReais =
  (pointValueCents: number) =>
  <T extends Record<string, number>>(points: T): Figures<T> =>
    Object.fromEntries(
      Object.entries(points).map(([key, n]) => [key, centsToNumber(n * pointValueCents)]),
    ) as Figures<T>;

export const placeJson = (row: PlaceRow): LiabilityPlace => ({
  kind: row.kind,
  id: row.placeId,
  name: row.placeName,
});

export const movementOf = (row: Pick<MonthRow, 'earned' | 'spent' | 'expired'>): LiabilityMovement => ({
  earned: row.earned,
  spent: row.spent,
  expired: row.expired,
  net: row.earned - row.spent - row.expired,
});

export const positionOf = (row: PositionRow): LiabilityPosition => ({
  outstanding: row.outstanding,
  pending: row.pending,
  expiring_30: row.expiring30,
  expiring_60: row.expiring60,
  expiring_90: row.expiring90,
});

const sum = <T extends Record<string, number>>(rows: readonly T[], empty: T): T =>
  rows.reduce(
    (acc, row) => Object.fromEntries(Object.entries(acc).map(([k, v]) => [k, v + (row[k] ?? 0)])) as T,
    empty,
  );

/** The report as the screen reads it: every month row and place (at most places × 36 months). */
export async function liabilityJson(
  db: Database,
  filter: LiabilityReportFilter,
  pointValueCents: number,
): Promise<LiabilityReport> {
  const value = inReais(pointValueCents);
  const [monthRows, placeRows] = await Promise.all([monthsQuery(db, filter), positions(db, filter)]);
  const months: LiabilityReportMonth[] = monthRows.map((row) => {
    const points = movementOf(row);
    return { place: placeJson(row), month: row.month, points, value: value(points) };
  });
  const places: LiabilityReportPlace[] = placeRows.map((row) => {
    const points = positionOf(row);
    return { place: placeJson(row), points, value: value(points) };
  });
  const totals = {
    ...sum(
      months.map((m) => m.points),
      { earned: 0, spent: 0, expired: 0, net: 0 },
    ),
    ...sum(
      places.map((p) => p.points),
      { outstanding: 0, pending: 0, expiring_30: 0, expiring_60: 0, expiring_90: 0 },
    ),
  };
  return {
    date_from: filter.from,
    date_to: filter.to,
    today: filter.today,
    point_value: centsToNumber(pointValueCents),
    totals: { points: totals, value: value(totals) },
    months,
    places,
  };
}
