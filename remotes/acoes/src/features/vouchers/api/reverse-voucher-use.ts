import type { Voucher, VoucherDetail, VoucherReverseUseBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherByCodeKey } from './get-voucher-by-code';
import { vouchersPath } from './get-vouchers';

/**
 * POST loyalty/vouchers/reverse-use/ {voucher_code, reason}: 'Estornar uso' — a burn given back
 * within the programme's window; the answer is the voucher pending again, without the burn's values.
 */
export function useReverseVoucherUse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherReverseUseBody) =>
      getHttp().post('loyalty/vouchers/reverse-use/', { json: body }).json<Voucher>(),
    onSuccess: (reversed) => {
      client.setQueryData<VoucherDetail>(voucherByCodeKey(reversed.voucher_code), (shown) =>
        shown ? { ...shown, ...reversed, reversible_until: null } : shown,
      );
      void client.invalidateQueries({ queryKey: [vouchersPath] });
    },
  });
}
