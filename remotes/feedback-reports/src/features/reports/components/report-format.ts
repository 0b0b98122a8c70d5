import { formatCurrencyBRL, formatNumber } from '@fidelidade/session';

/** An amount of the report: the API sends numbers; a row's BRL values are null until burned. */
type Value = number | null | undefined;

/** Anything that is not a finite number counts as 0. */
export function toNumber(value: Value): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export const points = (value: Value) => formatNumber(toNumber(value));

export const money = (value: Value) => formatCurrencyBRL(toNumber(value));

/** A row's amount: null means "no value recorded", not zero. */
export const moneyOrDash = (value: Value) => (value === null || value === undefined ? '—' : money(value));

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The API sends the average discount in percent units (12.5 → '12,5%'); docs/product.md §9: one decimal.
 * Formatted as a plain number (not Intl's percent style on value/100) so 12.35 rounds like the PDF does.
 */
export const percent = (value: Value) => `${oneDecimal.format(toNumber(value))}%`;
