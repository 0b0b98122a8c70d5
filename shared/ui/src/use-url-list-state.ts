import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FilterValues<K extends string> = Record<K, string>;

/**
 * Filters and page live in the URL (next to `tab`), so reload, back button and shared links show
 * the same view. Changing a filter returns to page 1; empty filters leave the URL.
 */
export function useUrlListState<K extends string>(defaults: FilterValues<K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys derive from defaults
  const filters = useMemo(() => {
    const values = { ...defaults };
    for (const key of keys) values[key] = searchParams.get(key) ?? defaults[key];
    return values;
  }, [searchParams]);
  const requestedPage = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;

  const setFilter = useCallback(
    (key: K, value: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, defaults],
  );

  const setPage = useCallback(
    (target: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
        return next;
      });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams();
        const tab = current.get('tab');
        if (tab) next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { filters, page, setFilter, setPage, clearFilters };
}
