import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { useRecentActivities } from '../api/get-recent-activities';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', activity_type: '' };

const asActivityType = (value: string): ActivityType | '' =>
  ACTIVITY_TYPES.find((type) => type === value) ?? '';

/** URL-held filters and page of the activities tab, and its list. */
export function useActivitiesTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  // A hand-edited URL with an unknown type is ignored rather than sent.
  const activityType = asActivityType(filters.activity_type);
  const list = useRecentActivities({ search: filters.search, activityType, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      activityType,
      onSearch,
      onActivityType: (value: ActivityType | '') => setFilter('activity_type', value),
      active: filters.search !== '' || activityType !== '',
      onClear: clearFilters,
    },
    list,
  };
}
