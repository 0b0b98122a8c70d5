import { HttpError } from './http-error.ts';

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** "AAAA-MM-DD" of a moment in São Paulo (file names, default periods). */
export const saoPauloDay = (date: Date): string => SAO_PAULO_DAY.format(date);

/** A real calendar day written 'AAAA-MM-DD' (1900 onwards): an imported expiry, a request's day. */
export function validDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** The refusal of a period whose last day comes before its first. */
export const REVERSED_PERIOD = 'A data final deve ser igual ou posterior à data inicial.';

/**
 * A period of whole days (both inclusive) from the `date_from`/`date_to` query fields; blank means
 * open-ended. The contract's DayFilter has refused anything but a real day 'AAAA-MM-DD'; a reversed
 * period is a 400 on `date_to`.
 */
export function dayPeriod(query: { date_from?: string | undefined; date_to?: string | undefined }): {
  dateFrom: string | undefined;
  dateTo: string | undefined;
} {
  const dateFrom = query.date_from || undefined;
  const dateTo = query.date_to || undefined;
  if (dateFrom && dateTo && dateFrom > dateTo) throw new HttpError(400, { date_to: [REVERSED_PERIOD] });
  return { dateFrom, dateTo };
}

/**
 * The first instant of a São Paulo day 'AAAA-MM-DD' (UTC−3: Brazil has kept no daylight saving
 * time since 2019), or null when it is not a real day.
 */
export function saoPauloDayStart(day: string): Date | null {
  return validDay(day) ? new Date(`${day}T00:00:00-03:00`) : null;
}
