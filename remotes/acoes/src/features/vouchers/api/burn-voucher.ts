import type { Voucher, VoucherDetail, VoucherUseBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherByCodeKey } from './get-voucher-by-code';
import { vouchersPath } from './get-vouchers';

/** POST loyalty/vouchers/use/: burns the voucher and answers it used (who, when, the values). */
export async function burnVoucher(body: VoucherUseBody): Promise<Voucher> {
  return getHttp().post('loyalty/vouchers/use/', { json: body }).json<Voucher>();
}

/** Burns a voucher; the counter's card and the vouchers list then show it 'Utilizado'. */
export function useBurnVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: burnVoucher,
    onSuccess: (burned) => {
      client.setQueryData<VoucherDetail>(voucherByCodeKey(burned.voucher_code), (shown) =>
        shown ? { ...shown, ...burned } : shown,
      );
      void client.invalidateQueries({ queryKey: [vouchersPath] });
    },
  });
}
