import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { type NotificationFilters, useNotifications } from '../api/get-notifications';

// Module constant: useUrlListState keys its callbacks on the defaults' identity.
const filterDefaults: NotificationFilters = { status: '', priority: '', search: '' };

/** Filters and page in the URL, a debounced search box, and the page of notifications. */
export function useNotificationHistory() {
  const { filters, page, setFilter, setPage } = useUrlListState<keyof NotificationFilters>(filterDefaults);
  const commitSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, commitSearch);
  const list = useNotifications(filters, page, setPage);
  return {
    list,
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
