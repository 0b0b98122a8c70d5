import { REDEMPTION_STATUSES, type RedemptionStatus } from '@fidelidade/contract/enums';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import {
  recentRedemptionsParams,
  recentRedemptionsPath,
  useRecentRedemptions,
} from '../api/get-recent-redemptions';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', status: '' };

const asStatus = (value: string): RedemptionStatus | '' =>
  REDEMPTION_STATUSES.find((status) => status === value) ?? '';

/** URL-held filters, sort and page of the redemptions tab, its list and its CSV export. */
export function useRedemptionsTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(recentRedemptionsPath);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  // A hand-edited URL with an unknown status is ignored rather than sent.
  const status = asStatus(filters.status);
  const query = { search: filters.search, status, ordering: sort.ordering };
  const list = useRecentRedemptions({ ...query, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      status,
      onSearch,
      onStatus: (value: RedemptionStatus | '') => setFilter('status', value),
      active: filters.search !== '' || status !== '',
      onClear: clearFilters,
    },
    exportProps: {
      path: recentRedemptionsPath,
      params: recentRedemptionsParams(query),
      fallbackFileName: 'resgates.csv',
    },
    list,
    sort,
  };
}
