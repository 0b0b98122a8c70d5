import type { BatchSource } from '@fidelidade/contract/enums';

/** The settings a credit's dates come from (programme_settings). */
export interface BatchDateSettings {
  validityMonths: number | null;
  pendingDaysService: number;
  pendingDaysPurchase: number;
  pendingDaysManual: number;
}

const DAY_MS = 86_400_000;

/**
 * `n` calendar months after `date`, at the same instant of the day; a day the month does not have
 * becomes its last (31/01 + 1 month = 28 or 29/02), as a customer reads "12 months later".
 */
export function addMonths(date: Date, n: number): Date {
  const out = new Date(date.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + n);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

/**
 * How long a credit of `source` stays pending: ERP services and purchases wait for their
 * settlement (an invoice can still be cancelled, a purchase returned), manual credits and bonuses
 * their own period; a refund or an opening balance is available at once.
 */
export function pendingDays(settings: BatchDateSettings, source: BatchSource): number {
  if (source === 'SERVICE') return settings.pendingDaysService;
  if (source === 'MERCHANDISE') return settings.pendingDaysPurchase;
  if (source === 'ADJUSTMENT' || source === 'BONUS') return settings.pendingDaysManual;
  return 0;
}

/**
 * A new credit's dates, from the moment it was earned (the sale's date for ERP records): available
 * after its pending period, expiring `validityMonths` after it was earned (never, when unset).
 */
export function batchDates(settings: BatchDateSettings, source: BatchSource, earnedAt: Date) {
  return {
    availableAt: new Date(earnedAt.getTime() + pendingDays(settings, source) * DAY_MS),
    expiresAt: settings.validityMonths === null ? null : addMonths(earnedAt, settings.validityMonths),
  };
}
