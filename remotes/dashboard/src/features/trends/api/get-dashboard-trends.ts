import type { DashboardTrends } from '@fidelidade/contract';
import type { TrendPeriod } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const getDashboardTrends = (days: TrendPeriod) =>
  getHttp().get('users/dashboard/trends/', { searchParams: { days } }).json<DashboardTrends>();

/** The trends of the chosen period; while another period loads, the previous one stays in sight. */
export const useDashboardTrends = (days: TrendPeriod) =>
  useQuery({
    queryKey: ['dashboard', 'trends', days],
    queryFn: () => getDashboardTrends(days),
    placeholderData: keepPreviousData,
    retry: false,
  });
