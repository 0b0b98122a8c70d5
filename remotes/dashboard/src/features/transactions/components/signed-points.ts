import type { TransactionHistoryItem } from '@fidelidade/contract';

/** A redemption spends points whatever sign the server gives its amount. */
export const signedPoints = (item: TransactionHistoryItem) =>
  item.transaction_type === 'REDEEM' ? -Math.abs(item.points) : Math.abs(item.points);
