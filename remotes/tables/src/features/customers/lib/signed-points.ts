import { formatNumber } from '@fidelidade/session';

/** '+1.234' for a credit, '−1.234' (a true minus sign) for a debit, '0' otherwise. */
export function signedPoints(points: number): string {
  if (points > 0) return `+${formatNumber(points)}`;
  if (points < 0) return `−${formatNumber(Math.abs(points))}`;
  return '0';
}
