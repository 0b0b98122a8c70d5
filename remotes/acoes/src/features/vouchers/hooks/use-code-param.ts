import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeVoucherCode } from '../lib/voucher-code';

/**
 * The voucher on the counter lives in the URL (`?codigo=`), next to the list's filters: a link or a
 * reload shows the same voucher. Setting it keeps every other parameter.
 */
export function useCodeParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = normalizeVoucherCode(searchParams.get('codigo') ?? '');
  const setCode = useCallback(
    (next: string) => {
      const normalized = normalizeVoucherCode(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (normalized) params.set('codigo', normalized);
          else params.delete('codigo');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [code, setCode] as const;
}
