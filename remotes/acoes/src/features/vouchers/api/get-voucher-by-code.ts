import type { VoucherDetail } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const voucherByCodeKey = (code: string) => ['loyalty/vouchers/code/', code] as const;

/** GET loyalty/vouchers/code/{code}/: 404 unknown, 403 another store's (the API's detail says which). */
export async function getVoucherByCode(code: string): Promise<VoucherDetail> {
  return getHttp()
    .get(`loyalty/vouchers/code/${encodeURIComponent(code)}/`)
    .json<VoucherDetail>();
}

/** The voucher the counter shows; nothing is asked while the code is empty. */
export function useVoucherByCode(code: string) {
  return useQuery({
    queryKey: voucherByCodeKey(code),
    queryFn: () => getVoucherByCode(code),
    enabled: code !== '',
    // A 404/403 is an answer, not a glitch: asking again would only delay the message.
    retry: false,
    // The counter shows what the server says now: another clerk may have burned it meanwhile.
    staleTime: 0,
  });
}
