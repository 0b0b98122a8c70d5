import { useVoucherByCode } from '../api/get-voucher-by-code';
import { readRefusal } from '../lib/api-error';
import { normalizeVoucherCode } from '../lib/voucher-code';
import { voucherMessages } from '../lib/voucher-messages';
import { useCodeParam } from './use-code-param';

/** The code in the URL, its voucher, and the API's reason when there is none (404, 403…). */
export function useVoucherLookup() {
  const [code, setCode] = useCodeParam();
  const query = useVoucherByCode(code);
  const refusal = query.isError ? (readRefusal(query.error).detail ?? voucherMessages.lookupFailed) : null;
  /** 'Buscar' (or a scan): a new code goes to the URL; the same code is asked again. */
  const search = (typed: string) => {
    const next = normalizeVoucherCode(typed);
    if (next === code && next !== '') void query.refetch();
    else setCode(next);
  };
  return {
    code,
    search,
    voucher: query.data ?? null,
    searching: query.isFetching,
    refusal,
    refresh: () => void query.refetch(),
  };
}
