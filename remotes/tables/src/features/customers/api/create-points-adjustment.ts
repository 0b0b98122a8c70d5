import type { LedgerEntry, PendingApproval, PendingCredit, PointsAdjustmentBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCustomerPoints } from './customer-queries';

/**
 * What an adjustment became: a ledger entry at once (201), a pending credit released on
 * `available_at` when the programme keeps manual credits pending, or — above the approval
 * threshold — a request waiting for another ADMIN (both 202, with the API's words).
 */
export type AdjustmentOutcome =
  | { kind: 'entry'; entry: LedgerEntry }
  | { kind: 'pending'; credit: PendingCredit }
  | { kind: 'awaiting-approval'; approval: PendingApproval };

/** POST users/{id}/points-adjustments/: positive credits, negative debits. */
export async function createPointsAdjustment(
  customerId: number,
  body: PointsAdjustmentBody,
): Promise<AdjustmentOutcome> {
  const response = await getHttp().post(`users/${customerId}/points-adjustments/`, { json: body });
  if (response.status === 202) {
    const waiting = await response.json<PendingCredit | PendingApproval>();
    return 'pending_approval' in waiting
      ? { kind: 'awaiting-approval', approval: waiting }
      : { kind: 'pending', credit: waiting };
  }
  return { kind: 'entry', entry: await response.json<LedgerEntry>() };
}

export function useCreatePointsAdjustment(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustmentBody) => createPointsAdjustment(customerId, body),
    onSuccess: () => refreshCustomerPoints(client, customerId),
  });
}
