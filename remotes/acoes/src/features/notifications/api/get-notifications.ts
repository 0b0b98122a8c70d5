import type { Notification, NotificationListQuery, PageOnlyQuery } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const notificationsPath = 'communications/admin/notifications/list/';
/** docs/product.md §9. */
export const notificationsPageSize = 20;

/** The list's filters as the URL holds them: text, '' for none (page and page_size go apart). */
export type NotificationFilters = Record<Exclude<keyof NotificationListQuery, keyof PageOnlyQuery>, string>;

/** GET communications/admin/notifications/list/ (page, page_size 20, status, priority, search). */
export function useNotifications(
  filters: NotificationFilters,
  page: number,
  onPageChange: (page: number) => void,
) {
  return usePagedList<Notification>({
    path: notificationsPath,
    params: { status: filters.status, priority: filters.priority, search: filters.search },
    page,
    pageSize: notificationsPageSize,
    onPageChange,
  });
}
