import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import { offersListParams, offersListPath, useOffersList } from '../api/get-offers-list';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', active_only: '', valid_only: '', type: '', local: '' };

const flag = (checked: boolean) => (checked ? 'true' : '');

/** URL-held filters, sort and page of the offers tab, its list and its CSV export. */
export function useOffersTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(offersListPath);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const activeOnly = filters.active_only === 'true';
  const validOnly = filters.valid_only === 'true';
  const query = {
    search: filters.search,
    activeOnly,
    validOnly,
    type: filters.type,
    place: filters.local,
    ordering: sort.ordering,
  };
  const list = useOffersList({ ...query, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      activeOnly,
      validOnly,
      type: filters.type,
      place: filters.local,
      onSearch,
      onActiveOnly: (checked: boolean) => setFilter('active_only', flag(checked)),
      onValidOnly: (checked: boolean) => setFilter('valid_only', flag(checked)),
      onType: (value: string) => setFilter('type', value),
      onPlace: (value: string | undefined) => setFilter('local', value ?? ''),
      active: Object.values(filters).some((value) => value !== ''),
      onClear: clearFilters,
    },
    exportProps: { path: offersListPath, params: offersListParams(query), fallbackFileName: 'ofertas.csv' },
    list,
    sort,
  };
}
