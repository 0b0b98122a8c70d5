import type { Notification, NotificationListQuery } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const notificationsPath = 'communications/admin/notifications/list/';
/** docs/product.md §9. */
export const notificationsPageSize = 20;

/**
 * The list's filters as the URL holds them: text, '' for none. Named one by one: the query's other
 * fields (page, ordering, format) are not filters and live apart.
 */
export type NotificationFilters = Record<
  keyof Pick<NotificationListQuery, 'status' | 'priority' | 'search'>,
  string
>;

/** What the list request and its CSV export send: the filters and the column sort (`ordering`). */
export const notificationQueryParams = (filters: NotificationFilters, ordering: string | undefined) => ({
  status: filters.status,
  priority: filters.priority,
  search: filters.search,
  ordering,
});

/** GET communications/admin/notifications/list/ (page, page_size 20, status, priority, search, ordering). */
export function useNotifications(
  filters: NotificationFilters,
  ordering: string | undefined,
  page: number,
  onPageChange: (page: number) => void,
) {
  return usePagedList<Notification>({
    path: notificationsPath,
    params: notificationQueryParams(filters, ordering),
    page,
    pageSize: notificationsPageSize,
    onPageChange,
  });
}
