import { TREND_PERIODS, type TrendPeriod } from '@fidelidade/contract/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_TREND_PERIOD: TrendPeriod = 30;

/** `?periodo=` as one of the periods the API accepts; anything else reads as the default. */
export function parseTrendPeriod(raw: string | null): TrendPeriod {
  return TREND_PERIODS.find((days) => String(days) === raw) ?? DEFAULT_TREND_PERIOD;
}

/** The trends period lives in the URL (`?periodo=7|30|90`), so reload and shared links keep it. */
export function useTrendPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parseTrendPeriod(searchParams.get('periodo'));
  const setPeriod = useCallback(
    (days: TrendPeriod) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('periodo', String(days));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { period, setPeriod };
}
