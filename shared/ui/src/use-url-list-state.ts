import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FilterValues<K extends string> = Record<K, string>;

function keepOnly(current: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of keys) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

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

  // 'Limpar filtros' clears the filters (and the page) but keeps the tab and the column sort.
  const clearFilters = useCallback(() => {
    setSearchParams((current) => keepOnly(current, ['tab', 'ordering']), { replace: true });
  }, [setSearchParams]);

  // After a create: page 1, no filters, the default (newest-first) order, so the new row is in sight.
  const resetView = useCallback(() => {
    setSearchParams((current) => keepOnly(current, ['tab']), { replace: true });
  }, [setSearchParams]);

  return { filters, page, setFilter, setPage, clearFilters, resetView };
}
