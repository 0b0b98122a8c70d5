import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A card's period in the URL (`?<param>=`), so reload and shared links keep it: `parse` reads the
 * raw value (anything unknown as its default); a change replaces the history entry.
 */
export function useUrlPeriod<P extends number>(param: string, parse: (raw: string | null) => P) {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parse(searchParams.get(param));
  const setPeriod = useCallback(
    (days: P) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, String(days));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, param],
  );
  return { period, setPeriod };
}
