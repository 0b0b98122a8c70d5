import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { usePointsSummary } from '../api/get-points-summary';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', active_only: '' };

/** URL-held filters and page of the points tab, and its list. */
export function usePointsTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const list = usePointsSummary({
    search: filters.search,
    activeOnly: filters.active_only === 'true',
    page,
    onPageChange: setPage,
  });
  return {
    filterProps: {
      search: filters.search,
      activeOnly: filters.active_only === 'true',
      onSearch,
      onActiveOnly: (checked: boolean) => setFilter('active_only', checked ? 'true' : ''),
      active: filters.search !== '' || filters.active_only !== '',
      onClear: clearFilters,
    },
    list,
  };
}
