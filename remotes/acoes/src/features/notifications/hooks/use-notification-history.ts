import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import {
  type NotificationFilters,
  notificationQueryParams,
  notificationsPath,
  useNotifications,
} from '../api/get-notifications';

// Module constant: useUrlListState keys its callbacks on the defaults' identity.
const filterDefaults: NotificationFilters = { status: '', priority: '', search: '' };

/**
 * Filters, column sort and page in the URL, a debounced search box, the page of notifications, and
 * the CSV export of the same filters and sort.
 */
export function useNotificationHistory() {
  const { filters, page, setFilter, setPage } = useUrlListState<keyof NotificationFilters>(filterDefaults);
  const sort = useUrlSort(notificationsPath);
  const commitSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, commitSearch);
  const list = useNotifications(filters, sort.ordering, page, setPage);
  return {
    list,
    sort,
    exportParams: notificationQueryParams(filters, sort.ordering),
    filterProps: {
      status: filters.status,
      priority: filters.priority,
      searchText,
      onStatusChange: (value: string) => setFilter('status', value),
      onPriorityChange: (value: string) => setFilter('priority', value),
      onSearchChange: setSearchText,
    },
  };
}
