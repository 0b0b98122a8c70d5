import type { OrderedList } from '@fidelidade/contract/ordering';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import type { SearchSelectState } from '../components/search-select-filters';

/** A tab filtered by a search and one of `values` (the URL's `key`), sorted as `list` allows. */
export interface SearchSelectTab<T extends string, K extends string> {
  /** Module-level, so the URL state hook gets a stable object. */
  defaults: Record<'search' | K, string>;
  key: K;
  values: readonly T[];
  list: OrderedList;
}

/** URL-held search, select, sort and page of a tab; the filters as its SearchSelectFilters take them. */
export function useSearchSelectTab<T extends string, K extends string>(tab: SearchSelectTab<T, K>) {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(tab.defaults);
  const sort = useUrlSort(tab.list);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  // A hand-edited URL with an unknown value is ignored rather than sent.
  const value = tab.values.find((known) => known === filters[tab.key]) ?? '';
  const filterProps: SearchSelectState<T> = {
    search: filters.search,
    onSearch,
    value,
    onChange: (next) => setFilter(tab.key, next),
    active: filters.search !== '' || value !== '',
    onClear: clearFilters,
  };
  return { filterProps, page, setPage, sort };
}
