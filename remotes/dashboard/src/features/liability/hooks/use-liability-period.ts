import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type LiabilityPeriod, parseLiabilityPeriod } from '../lib/liability-period';

/** The liability's period lives in the URL (`?passivo=30|90|365`), beside the trends' `?periodo=`. */
export function useLiabilityPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parseLiabilityPeriod(searchParams.get('passivo'));
  const setPeriod = useCallback(
    (days: LiabilityPeriod) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('passivo', String(days));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { period, setPeriod };
}
