import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import {
  recentActivitiesParams,
  recentActivitiesPath,
  useRecentActivities,
} from '../api/get-recent-activities';

// Module-level so the URL state hook gets a stable object.
const defaults = { search: '', activity_type: '' };

const asActivityType = (value: string): ActivityType | '' =>
  ACTIVITY_TYPES.find((type) => type === value) ?? '';

/** URL-held filters, sort and page of the activities tab, its list and its CSV export. */
export function useActivitiesTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(recentActivitiesPath);
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  // A hand-edited URL with an unknown type is ignored rather than sent.
  const activityType = asActivityType(filters.activity_type);
  const query = { search: filters.search, activityType, ordering: sort.ordering };
  const list = useRecentActivities({ ...query, page, onPageChange: setPage });
  return {
    filterProps: {
      search: filters.search,
      activityType,
      onSearch,
      onActivityType: (value: ActivityType | '') => setFilter('activity_type', value),
      active: filters.search !== '' || activityType !== '',
      onClear: clearFilters,
    },
    exportProps: {
      path: recentActivitiesPath,
      params: recentActivitiesParams(query),
      fallbackFileName: 'atividades.csv',
    },
    list,
    sort,
  };
}
