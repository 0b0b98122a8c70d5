import type { Voucher, VoucherDetail, VoucherUseBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherByCodeKey } from './get-voucher-by-code';
import { vouchersPath } from './get-vouchers';

/** POST loyalty/vouchers/use/: burns the voucher and answers it used (who, when, the values). */
export async function burnVoucher(body: VoucherUseBody): Promise<Voucher> {
  return getHttp().post('loyalty/vouchers/use/', { json: body }).json<Voucher>();
}

/**
 * Burns a voucher; the counter's card and the vouchers list then show it 'Utilizado'. The card is
 * read again too: only the counter's read says until when the burn may be given back
 * (`reversible_until`, from the programme's window), so 'Estornar uso' is offered right after a
 * burn made by mistake.
 */
export function useBurnVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: burnVoucher,
    onSuccess: (burned) => {
      const key = voucherByCodeKey(burned.voucher_code);
      client.setQueryData<VoucherDetail>(key, (shown) => (shown ? { ...shown, ...burned } : shown));
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: [vouchersPath] });
    },
  });
}
