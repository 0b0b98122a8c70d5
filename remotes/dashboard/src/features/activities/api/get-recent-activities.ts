import type { Activity } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The dashboard shows the first five (docs/product.md §9). */
export const dashboardActivityCount = 5;

export const getRecentActivities = async () =>
  readList(
    await getHttp()
      .get('loyalty/admin/activities/recent/', {
        searchParams: { page: 1, page_size: dashboardActivityCount },
      })
      .json<ListBody<Activity>>(),
  ).rows;

export const useRecentActivities = () =>
  useQuery({ queryKey: ['dashboard', 'recent-activities'], queryFn: getRecentActivities, retry: false });
