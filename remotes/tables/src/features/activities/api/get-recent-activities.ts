import type { Activity } from '@fidelidade/contract';
import type { ActivityType } from '@fidelidade/contract/enums';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** The tab's filters and page, as the hook takes them ('' = no filter). */
export interface RecentActivitiesOptions {
  search: string;
  activityType: ActivityType | '';
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/activities/recent/ (page, page_size, search, activity_type). */
export const useRecentActivities = (options: RecentActivitiesOptions) =>
  usePagedList<Activity>({
    path: 'loyalty/admin/activities/recent/',
    params: { search: options.search, activity_type: options.activityType },
    page: options.page,
    onPageChange: options.onPageChange,
  });
