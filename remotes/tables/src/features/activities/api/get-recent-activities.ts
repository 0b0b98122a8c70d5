import type { Activity } from '@fidelidade/contract';
import type { ActivityType } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { type PagedQuery, useFilteredList } from '../../../hooks/use-filtered-list';

/** The list's path; with `format=csv` the same URL answers the export. */
export const recentActivitiesPath = 'loyalty/admin/activities/recent/' satisfies OrderedList;

/** The tab's filters and sort, as the hook takes them ('' = no filter). */
export interface RecentActivitiesQuery {
  search: string;
  activityType: ActivityType | '';
  /** `?ordering=` (allow-listed); undefined = the API's default, newest first. */
  ordering: string | undefined;
}

/** The query of the list and of its CSV export (search, activity_type, ordering). */
export const recentActivitiesParams = (query: RecentActivitiesQuery) => ({
  search: query.search,
  activity_type: query.activityType,
  ordering: query.ordering,
});

/** GET loyalty/admin/activities/recent/ (page, page_size, search, activity_type, ordering). */
export const useRecentActivities = (options: PagedQuery<RecentActivitiesQuery>) =>
  useFilteredList<Activity, RecentActivitiesQuery>(recentActivitiesPath, recentActivitiesParams, options);
