import type { Notification } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';
import { notificationFilters, notificationsPageSize, notificationsPath } from '../api/get-notifications';
import type { NotificationFilterProps } from '../components/notification-filters';

/**
 * Filters, column sort and page in the URL, a debounced search box, the page of notifications, and
 * the CSV export of the same filters and sort.
 */
export function useNotificationHistory() {
  const table = useTable<Notification, typeof notificationFilters>({
    list: notificationsPath,
    filters: notificationFilters,
    search: 'search',
    pageSize: notificationsPageSize,
  });
  const { filters, setFilter, searchProps } = table;
  const filterProps: NotificationFilterProps = {
    status: filters.status,
    priority: filters.priority,
    searchText: searchProps.value,
    onStatusChange: (value) => setFilter('status', value),
    onPriorityChange: (value) => setFilter('priority', value),
    onSearchChange: searchProps.onChange,
  };
  return { table, filterProps };
}
