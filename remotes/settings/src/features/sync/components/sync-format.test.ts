import { countOrNotInformed, dateOrNotInformed, formatDuration, textOrNotInformed } from './sync-format';

it('shows a duration as minutes and seconds', () => {
  expect(formatDuration(75)).toBe('1m 15s');
  expect(formatDuration(30)).toBe('0m 30s');
  expect(formatDuration(3600)).toBe('60m 0s');
  expect(formatDuration('12.6')).toBe('0m 13s');
});

it("says 'Não informado' for missing values", () => {
  expect(formatDuration(null)).toBe('Não informado');
  expect(dateOrNotInformed(null)).toBe('Não informado');
  expect(countOrNotInformed(undefined)).toBe('Não informado');
  expect(countOrNotInformed(0)).toBe('0');
  expect(textOrNotInformed(' ')).toBe('Não informado');
});
