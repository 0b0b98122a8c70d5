/** A datetime-local value ('2026-12-01T10:00', browser time) as ISO 8601 UTC; '' when empty or invalid. */
export function localToIso(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** Compares two datetime-local values; null when either is missing or invalid. */
export function isAfter(later: string | undefined, earlier: string | undefined): boolean | null {
  const a = localToIso(later);
  const b = localToIso(earlier);
  if (!a || !b) return null;
  return new Date(a).getTime() > new Date(b).getTime();
}
