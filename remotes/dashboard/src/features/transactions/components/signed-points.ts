import type { TransactionHistoryItem } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';

/** A redemption spends points whatever sign the server gives its amount. */
export const signedPoints = (item: TransactionHistoryItem) =>
  item.transaction_type === 'REDEEM' ? -Math.abs(item.points) : Math.abs(item.points);

/** A credit (up, green) or a redemption (down, red): by the kind, so a free redemption is a debit too. */
export const isCredit = (item: TransactionHistoryItem) => item.transaction_type !== 'REDEEM';

/** '+120 pts', '-40 pts'; nothing moved reads '0 pts' (never '-0' or '+0'). */
export function pointsText(item: TransactionHistoryItem): string {
  const points = signedPoints(item);
  const sign = points > 0 ? '+' : points < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.abs(points))} pts`;
}
