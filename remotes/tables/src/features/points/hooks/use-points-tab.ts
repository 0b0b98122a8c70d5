import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import { pointsSummaryParams, pointsSummaryPath, usePointsSummary } from '../api/get-points-summary';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', active_only: '' };

/** URL-held filters, sort and page of the points tab, its list and its CSV export. */
export function usePointsTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(pointsSummaryPath);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const activeOnly = filters.active_only === 'true';
  const query = { search: filters.search, activeOnly, ordering: sort.ordering };
  const list = usePointsSummary({ ...query, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      activeOnly,
      onSearch,
      onActiveOnly: (checked: boolean) => setFilter('active_only', checked ? 'true' : ''),
      active: filters.search !== '' || filters.active_only !== '',
      onClear: clearFilters,
    },
    exportProps: {
      path: pointsSummaryPath,
      params: pointsSummaryParams(query),
      fallbackFileName: 'pontos.csv',
    },
    list,
    sort,
  };
}
