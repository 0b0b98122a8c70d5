/**
 * The liability report's period is whole months, held in the URL as 'AAAA-MM' (docs/product.md
 * §2.12); the API takes days, so a month range becomes its first and last day.
 */

export const MAX_MONTHS = 36;
/** How far back the month selects reach. */
const CHOICES = 60;

export const monthOrderMessage = 'O mês final deve ser igual ou posterior ao mês inicial.';
export const periodTooLongMessage = `O período pode ter no máximo ${MAX_MONTHS} meses.`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromIndex = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

export const isMonth = (value: string | null | undefined): value is string => !!value && MONTH.test(value);

/** 'AAAA-MM' of today in São Paulo. */
export function currentMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now).slice(0, 7);
}

export const shiftMonth = (month: string, by: number) => fromIndex(index(month) + by);

/** Months from `from` to `to`, both included. */
export const monthSpan = (from: string, to: string) => index(to) - index(from) + 1;

/** Why a period cannot be asked for, or null when it can. */
export function periodError(from: string, to: string): string | null {
  if (from > to) return monthOrderMessage;
  return monthSpan(from, to) > MAX_MONTHS ? periodTooLongMessage : null;
}

/** The period's days as the API takes them: the first day of `from`, the last of `to`. */
export function monthDays(from: string, to: string): { date_from: string; date_to: string } {
  const next = shiftMonth(to, 1);
  const last = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).getUTCDate();
  return { date_from: `${from}-01`, date_to: `${to}-${String(last).padStart(2, '0')}` };
}

const LONG = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'março de 2026'. */
export const monthName = (month: string) =>
  LONG.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)));

/** '03/2026': the tables' month. */
export const monthShort = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The selects' months, newest first: this one and the CHOICES − 1 before it. */
export function monthChoices(latest: string): { value: string; label: string }[] {
  return Array.from({ length: CHOICES }, (_, i) => {
    const month = shiftMonth(latest, -i);
    return { value: month, label: monthName(month) };
  });
}
