/** The periods the panel offers for what expired and was spent: days back from today, São Paulo. */
export const LIABILITY_PERIODS = [30, 90, 365] as const;
export type LiabilityPeriod = (typeof LIABILITY_PERIODS)[number];
export const DEFAULT_LIABILITY_PERIOD: LiabilityPeriod = 30;

export const LIABILITY_PERIOD_LABELS: Record<LiabilityPeriod, string> = {
  30: '30 dias',
  90: '90 dias',
  365: '12 meses',
};

/** `?passivo=` as one of the periods; anything else reads as the default. */
export function parseLiabilityPeriod(raw: string | null): LiabilityPeriod {
  return LIABILITY_PERIODS.find((days) => String(days) === raw) ?? DEFAULT_LIABILITY_PERIOD;
}

/** Today's calendar day in São Paulo as YYYY-MM-DD ('en-CA' writes dates that way). */
function saoPauloDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last `days` São Paulo days, today included, as the API's date_from/date_to. */
export function periodDates(days: LiabilityPeriod, now = new Date()): { date_from: string; date_to: string } {
  const dateTo = saoPauloDay(now);
  const [year, month, day] = dateTo.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1, day - (days - 1)));
  return { date_from: from.toISOString().slice(0, 10), date_to: dateTo };
}
