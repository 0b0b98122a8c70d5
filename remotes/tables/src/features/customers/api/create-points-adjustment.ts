import type { LedgerEntry, PendingCredit, PointsAdjustmentBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCustomerPoints } from './customer-queries';

/**
 * What an adjustment became: a ledger entry at once (201), or — when the programme keeps manual
 * credits pending — a pending credit released on `available_at` (202, with the API's words).
 */
export type AdjustmentOutcome =
  | { kind: 'entry'; entry: LedgerEntry }
  | { kind: 'pending'; credit: PendingCredit };

/** POST users/{id}/points-adjustments/: positive credits, negative debits. */
export async function createPointsAdjustment(
  customerId: number,
  body: PointsAdjustmentBody,
): Promise<AdjustmentOutcome> {
  const response = await getHttp().post(`users/${customerId}/points-adjustments/`, { json: body });
  if (response.status === 202) return { kind: 'pending', credit: await response.json<PendingCredit>() };
  return { kind: 'entry', entry: await response.json<LedgerEntry>() };
}

export function useCreatePointsAdjustment(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustmentBody) => createPointsAdjustment(customerId, body),
    onSuccess: () => refreshCustomerPoints(client, customerId),
  });
}
