import type { DashboardStats } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const emptyStats: DashboardStats = {
  total_users_count: 0,
  active_users_count: 0,
  daily_logins_count: 0,
  redemptions_count: 0,
};

export const getDashboardStats = () => getHttp().get('users/dashboard/stats/').json<DashboardStats>();

export const useDashboardStats = () =>
  useQuery({ queryKey: ['dashboard', 'stats'], queryFn: getDashboardStats, retry: false });
