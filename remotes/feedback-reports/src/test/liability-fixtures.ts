import type { LiabilityReport, LiabilityReportMonth, LiabilityReportPlace } from '@fidelidade/contract';

const place = (kind: LiabilityReportMonth['place']['kind'], id: number | null, name: string) => ({
  kind,
  id,
  name,
});

export const liabilityMonth = (
  month: string,
  points: LiabilityReportMonth['points'],
  where = place('dealership', 2, 'Paulista Veículos'),
): LiabilityReportMonth => ({
  place: where,
  month,
  points,
  value: {
    earned: points.earned * 0.05,
    spent: points.spent * 0.05,
    expired: points.expired * 0.05,
    net: points.net * 0.05,
  },
});

export const liabilityPlace = (
  points: LiabilityReportPlace['points'],
  where = place('dealership', 2, 'Paulista Veículos'),
): LiabilityReportPlace => ({
  place: where,
  points,
  value: Object.fromEntries(
    Object.entries(points).map(([key, n]) => [key, n * 0.05]),
  ) as LiabilityReportPlace['value'],
});

/** A report of two months at Paulista Veículos, one at a store and points without a dealership. */
export function liabilityReport(overrides: Partial<LiabilityReport> = {}): LiabilityReport {
  const months = [
    liabilityMonth('2026-01', { earned: 1234, spent: 200, expired: 34, net: 1000 }),
    liabilityMonth('2026-02', { earned: 500, spent: 0, expired: 0, net: 500 }),
    liabilityMonth(
      '2026-02',
      { earned: 0, spent: 40, expired: 0, net: -40 },
      place('partner_location', 3, 'Posto Estrela Savassi'),
    ),
  ];
  const places = [
    liabilityPlace({ outstanding: 12345, pending: 25, expiring_30: 40, expiring_60: 60, expiring_90: 90 }),
    liabilityPlace(
      { outstanding: 300, pending: 0, expiring_30: 0, expiring_60: 0, expiring_90: 0 },
      place('none', null, 'Sem concessionária'),
    ),
  ];
  const totals = {
    earned: 1734,
    spent: 240,
    expired: 34,
    net: 1460,
    outstanding: 12645,
    pending: 25,
    expiring_30: 40,
    expiring_60: 60,
    expiring_90: 90,
  };
  return {
    date_from: '2026-01-01',
    date_to: '2026-03-31',
    today: '2026-03-15',
    point_value: 0.05,
    totals: {
      points: totals,
      value: Object.fromEntries(Object.entries(totals).map(([k, n]) => [k, n * 0.05])) as typeof totals,
    },
    months,
    places,
    ...overrides,
  };
}
