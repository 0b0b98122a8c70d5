import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import { type SearchSelectTab, useSearchSelectTab } from '../../../hooks/use-search-select-tab';
import {
  recentActivitiesParams,
  recentActivitiesPath,
  useRecentActivities,
} from '../api/get-recent-activities';

const tab: SearchSelectTab<ActivityType, 'activity_type'> = {
  defaults: { search: '', activity_type: '' },
  key: 'activity_type',
  values: ACTIVITY_TYPES,
  list: recentActivitiesPath,
};

/** URL-held filters, sort and page of the activities tab, its list and its CSV export. */
export function useActivitiesTab() {
  const { filterProps, page, setPage, sort } = useSearchSelectTab(tab);
  const query = { search: filterProps.search, activityType: filterProps.value, ordering: sort.ordering };
  const list = useRecentActivities({ ...query, page, onPageChange: setPage });
  return {
    filterProps,
    exportProps: {
      path: recentActivitiesPath,
      params: recentActivitiesParams(query),
      fallbackFileName: 'atividades.csv',
    },
    list,
    sort,
  };
}
