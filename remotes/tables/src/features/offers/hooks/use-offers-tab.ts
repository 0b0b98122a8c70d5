import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { useOffersList } from '../api/get-offers-list';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', active_only: '', valid_only: '', type: '' };

const flag = (checked: boolean) => (checked ? 'true' : '');

/** URL-held filters and page of the offers tab, and its list. */
export function useOffersTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const activeOnly = filters.active_only === 'true';
  const validOnly = filters.valid_only === 'true';
  const list = useOffersList({
    search: filters.search,
    activeOnly,
    validOnly,
    type: filters.type,
    page,
    onPageChange: setPage,
  });
  return {
    filterProps: {
      search: filters.search,
      activeOnly,
      validOnly,
      type: filters.type,
      onSearch,
      onActiveOnly: (checked: boolean) => setFilter('active_only', flag(checked)),
      onValidOnly: (checked: boolean) => setFilter('valid_only', flag(checked)),
      onType: (value: string) => setFilter('type', value),
      active: Object.values(filters).some((value) => value !== ''),
      onClear: clearFilters,
    },
    list,
  };
}
