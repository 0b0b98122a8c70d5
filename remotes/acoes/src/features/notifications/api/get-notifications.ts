import { usePagedList } from '@fidelidade/ui/src/use-paged-list';
import type { NotificationItem } from '../lib/notification';

export const notificationsPath = 'communications/admin/notifications/list/';
/** SPEC §9. */
export const notificationsPageSize = 20;

export interface NotificationFilters {
  status: string;
  priority: string;
  search: string;
}

/** GET communications/admin/notifications/list/ (page, page_size 20, status, priority, search). */
export function useNotifications(
  filters: NotificationFilters,
  page: number,
  onPageChange: (page: number) => void,
) {
  return usePagedList<NotificationItem>({
    path: notificationsPath,
    params: { status: filters.status, priority: filters.priority, search: filters.search },
    page,
    pageSize: notificationsPageSize,
    onPageChange,
  });
}
