import type { Activity } from '@fidelidade/session';
import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

export type ActivityType = Activity['activity_type'];
export const activityTypes: ActivityType[] = ['Adição', 'Subtração'];

export interface RecentActivitiesQuery {
  search: string;
  activityType: ActivityType | '';
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/activities/recent/ (page, page_size, search, activity_type). */
export const useRecentActivities = (query: RecentActivitiesQuery) =>
  usePagedList<Activity>({
    path: 'loyalty/admin/activities/recent/',
    params: { search: query.search, activity_type: query.activityType },
    page: query.page,
    onPageChange: query.onPageChange,
  });
