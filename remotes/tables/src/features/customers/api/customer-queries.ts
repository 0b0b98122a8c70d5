import type { QueryClient } from '@tanstack/react-query';
import { customerPointsKey, pointsBatchesPath } from './get-customer-points';
import { customerProfileKey } from './get-customer-profile';
import { pointsHistoryPath } from './get-points-history';

/** The Tabelas → Usuários list and the vouchers lists (their figures change too); other features own them. */
const pointsSummaryPath = 'loyalty/admin/points/summary/';
const vouchersPath = 'loyalty/vouchers/';

/**
 * After a points write (an adjustment, a cancelled redemption): the customer's figures, points,
 * batches, history and vouchers, and the customers' list, are read again.
 */
export const refreshCustomerPoints = (client: QueryClient, customerId: number) =>
  Promise.all(
    [
      customerProfileKey(customerId),
      customerPointsKey(customerId),
      [pointsBatchesPath(customerId)],
      [pointsHistoryPath(customerId)],
      [vouchersPath],
      [pointsSummaryPath],
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
