import {
  currentMonth,
  monthChoices,
  monthDays,
  monthName,
  monthOrderMessage,
  monthSpan,
  periodError,
  periodTooLongMessage,
  shiftMonth,
} from './liability-months';

describe('liability report months', () => {
  it('turns a month range into the days the API takes (leap years, December)', () => {
    expect(monthDays('2024-01', '2024-02')).toEqual({ date_from: '2024-01-01', date_to: '2024-02-29' });
    expect(monthDays('2025-02', '2025-02')).toEqual({ date_from: '2025-02-01', date_to: '2025-02-28' });
    expect(monthDays('2025-11', '2025-12')).toEqual({ date_from: '2025-11-01', date_to: '2025-12-31' });
  });

  it('shifts across years and counts months both included', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 13)).toBe('2027-01');
    expect(monthSpan('2025-12', '2026-02')).toBe(3);
  });

  it('refuses a reversed period and one over 36 months', () => {
    expect(periodError('2026-03', '2026-02')).toBe(monthOrderMessage);
    expect(periodError('2023-01', '2025-12')).toBeNull();
    expect(periodError('2023-01', '2026-01')).toBe(periodTooLongMessage);
  });

  it('names months in pt-BR, newest first, from São Paulo today', () => {
    expect(monthName('2026-03')).toBe('março de 2026');
    // 02:00 UTC on 1 March is still February in São Paulo.
    expect(currentMonth(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02');
    const choices = monthChoices('2026-03');
    expect(choices[0]).toEqual({ value: '2026-03', label: 'março de 2026' });
    expect(choices[1]?.value).toBe('2026-02');
    expect(choices).toHaveLength(60);
  });
});
