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

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO 8601 instant as a datetime-local value in browser time ('2026-12-01T10:00'); '' when invalid. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
