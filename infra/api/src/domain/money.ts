/** BRL amounts: numeric in the database, integer cents in code, JSON numbers with ≤ 2 decimals out. */

/** Value in BRL of one point when a voucher is burned without a purchase value (R$ 0,05). */
export const POINT_VALUE_CENTS = 5;

/** "1234.5" / "1234.56" (a numeric column or a request value) → 123456 cents; null if malformed. */
export function parseCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → numeric text for the database ("1234.56"). */
export function centsToNumeric(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents → JSON number (exact to the cent when printed). */
export function centsToNumber(cents: number): number {
  return Number(centsToNumeric(cents));
}

/** "20.00" → 2000 basis points (hundredths of a percent). */
export function percentBasisPoints(value: string | null | undefined): number | null {
  return parseCents(value ?? null);
}

/**
 * The money recorded when a voucher is burned: `valueCents` is the purchase value (or the points'
 * worth); the discount is `discount_percentage` of it, rounded half-up to the cent, or all of it
 * when the offer has no percentage (a gift costs the customer nothing).
 */
export function burnAmounts(valueCents: number, discountPercentage: string | null) {
  const bp = percentBasisPoints(discountPercentage);
  const discount =
    bp === null ? valueCents : Math.floor((valueCents * Math.min(bp, 10_000) + 5_000) / 10_000);
  return { value: valueCents, discount, spent: valueCents - discount };
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const INT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'R$ 1.234,56' (plain space: Intl's no-break space does not survive every PDF text extractor). */
export const formatBrl = (cents: number) => BRL.format(cents / 100).replace(/\u00a0/g, ' ');
export const formatInt = (n: number) => INT.format(n);
export const formatPercent = (n: number) => `${ONE_DECIMAL.format(n)}%`;
