import type { TrendPoint } from '@fidelidade/contract';

export type TrendTotals = Pick<TrendPoint, 'points_earned' | 'points_spent' | 'redemptions'>;

/** The period's totals: the sum of its days. */
export function trendTotals(series: TrendPoint[]): TrendTotals {
  return series.reduce<TrendTotals>(
    (sum, day) => ({
      points_earned: sum.points_earned + day.points_earned,
      points_spent: sum.points_spent + day.points_spent,
      redemptions: sum.redemptions + day.redemptions,
    }),
    { points_earned: 0, points_spent: 0, redemptions: 0 },
  );
}
