import { formatCurrencyBRL, formatNumber, formatPercent } from '@fidelidade/session';

/** Numbers may arrive as numeric strings ('1234.50'); anything unreadable counts as 0. */
export function toNumber(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number.parseFloat(value) : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

export const points = (value: number | string | null | undefined) => formatNumber(toNumber(value));

export const money = (value: number | string | null | undefined) => formatCurrencyBRL(toNumber(value));

/** The API sends the average discount in percent units (12.5 → '12,5%'); SPEC §9: one decimal. */
export const percent = (value: number | string | null | undefined) => formatPercent(toNumber(value) / 100, 1);
