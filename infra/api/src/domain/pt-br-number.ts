const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * A number as the product writes it in any message (docs/product.md §1): '1.500', '1.000.000',
 * '12,5'. Anything that is not a finite number is written as it came.
 */
export function ptNumber(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return typeof value !== 'boolean' && value !== '' && value !== null && Number.isFinite(n)
    ? numberFormat.format(n)
    : String(value);
}
