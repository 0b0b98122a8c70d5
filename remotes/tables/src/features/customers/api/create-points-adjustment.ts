import type { LedgerEntry, PointsAdjustmentBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerProfileKey } from './get-customer-profile';
import { pointsHistoryPath } from './get-points-history';

/** The Tabelas → Usuários list (its balances change too); the points feature owns that query. */
const pointsSummaryPath = 'loyalty/admin/points/summary/';

/** POST users/{id}/points-adjustments/: positive credits, negative debits; 201 with the new entry. */
export const createPointsAdjustment = (customerId: number, body: PointsAdjustmentBody) =>
  getHttp().post(`users/${customerId}/points-adjustments/`, { json: body }).json<LedgerEntry>();

export function useCreatePointsAdjustment(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustmentBody) => createPointsAdjustment(customerId, body),
    onSuccess: () =>
      Promise.all(
        [customerProfileKey(customerId), [pointsHistoryPath(customerId)], [pointsSummaryPath]].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
