import type { ReportSearch } from '../api/get-redemption-report';

export const dateOrderMessage = 'A data final deve ser igual ou posterior à data inicial.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a search may be sent (docs/product.md §5.3): dates are calendar days and the final one is
 * not before the initial one. The form shows the message; this keeps any other path (a second
 * click, Enter, an export) from sending what the form refused.
 */
export function isValidReportSearch(query: ReportSearch): boolean {
  const { date_from: from, date_to: to } = query;
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) return false;
  return !(from && to && to < from);
}

/** Same filters (empty ones left out), whatever the order they were set in. */
export function sameReportSearch(a: ReportSearch, b: ReportSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof ReportSearch>);
  return [...keys].every((key) => (a[key] || '') === (b[key] || ''));
}
