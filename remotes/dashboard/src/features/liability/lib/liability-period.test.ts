import { parseLiabilityPeriod, periodDates } from './liability-period';

it('counts the period back from the São Paulo day, today included', () => {
  // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC−3).
  expect(periodDates(30, new Date('2026-03-01T02:00:00Z'))).toEqual({
    date_from: '2026-01-30',
    date_to: '2026-02-28',
  });
  expect(periodDates(365, new Date('2026-11-26T15:00:00Z'))).toEqual({
    date_from: '2025-11-27',
    date_to: '2026-11-26',
  });
});

it('reads ?passivo= as one of the periods, anything else as 30 days', () => {
  expect([parseLiabilityPeriod('90'), parseLiabilityPeriod('7'), parseLiabilityPeriod(null)]).toEqual([
    90, 30, 30,
  ]);
});
