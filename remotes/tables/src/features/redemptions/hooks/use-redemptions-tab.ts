import { REDEMPTION_STATUSES, type RedemptionStatus } from '@fidelidade/contract/enums';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { useRecentRedemptions } from '../api/get-recent-redemptions';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', status: '' };

const asStatus = (value: string): RedemptionStatus | '' =>
  REDEMPTION_STATUSES.find((status) => status === value) ?? '';

/** URL-held filters and page of the redemptions tab, and its list. */
export function useRedemptionsTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  // A hand-edited URL with an unknown status is ignored rather than sent.
  const status = asStatus(filters.status);
  const list = useRecentRedemptions({ search: filters.search, status, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      status,
      onSearch,
      onStatus: (value: RedemptionStatus | '') => setFilter('status', value),
      active: filters.search !== '' || status !== '',
      onClear: clearFilters,
    },
    list,
  };
}
