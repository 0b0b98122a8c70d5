import { HttpError } from './http-error.ts';

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** "AAAA-MM-DD" of a moment in São Paulo (file names, default periods). */
export const saoPauloDay = (date: Date): string => SAO_PAULO_DAY.format(date);

const DATE_MESSAGE = 'Formato de data inválido. Use AAAA-MM-DD.';

/** A real calendar day written 'AAAA-MM-DD' (1900 onwards). */
export function validDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/**
 * A period of whole days (both inclusive) from the `date_from`/`date_to` query fields; blank means
 * open-ended. Bad days or a reversed period are a 400 with the field's message.
 */
export function dayPeriod(query: { date_from?: string | undefined; date_to?: string | undefined }): {
  dateFrom: string | undefined;
  dateTo: string | undefined;
} {
  const errors: Record<string, string[]> = {};
  const dateFrom = query.date_from?.trim() || undefined;
  const dateTo = query.date_to?.trim() || undefined;
  if (dateFrom && !validDay(dateFrom)) errors.date_from = [DATE_MESSAGE];
  if (dateTo && !validDay(dateTo)) errors.date_to = [DATE_MESSAGE];
  if (dateFrom && dateTo && !errors.date_from && !errors.date_to && dateFrom > dateTo)
    errors.date_to = ['A data final deve ser igual ou posterior à data inicial.'];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { dateFrom, dateTo };
}

/**
 * The first instant of a São Paulo day 'AAAA-MM-DD' (UTC−3: Brazil has kept no daylight saving
 * time since 2019), or null when it is not a real day.
 */
export function saoPauloDayStart(day: string): Date | null {
  return validDay(day) ? new Date(`${day}T00:00:00-03:00`) : null;
}
