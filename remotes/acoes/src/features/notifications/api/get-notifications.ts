import type { NotificationListQuery } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET communications/admin/notifications/list/ (page, page_size 20, status, priority, search, ordering); `format=csv` exports it. */
export const notificationsPath = 'communications/admin/notifications/list/' satisfies OrderedList;
/** docs/product.md §9. */
export const notificationsPageSize = 20;

/**
 * The list's filters as the URL holds them: text, '' for none; module-level for useTable. Named
 * one by one: the query's other fields (page, ordering, format) are not filters and live apart.
 */
export const notificationFilters: Record<
  keyof Pick<NotificationListQuery, 'status' | 'priority' | 'search'>,
  string
> = { status: '', priority: '', search: '' };
