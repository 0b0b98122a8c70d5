import type { Voucher } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCustomerPoints } from './customer-queries';

/**
 * POST loyalty/admin/redemptions/{id}/cancel/ {reason}: a pending voucher withdrawn, its points back
 * to the customer with their original dates; the answer is the voucher, 'cancelado'.
 */
export function useCancelRedemption(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { voucherId: number; reason: string }) =>
      getHttp()
        .post(`loyalty/admin/redemptions/${input.voucherId}/cancel/`, { json: { reason: input.reason } })
        .json<Voucher>(),
    onSuccess: () => refreshCustomerPoints(client, customerId),
  });
}
