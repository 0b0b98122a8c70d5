import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export interface LogStatistics {
  total_logs: number;
  success_logs: number;
  error_logs: number;
  warning_logs: number;
  /** Percent (0–100), shown with one decimal. */
  success_rate: number;
}

export const syncKeys = {
  statistics: ['sync', 'statistics'],
  logs: ['sync', 'logs'],
  apiConfigs: ['sync', 'api-configs'],
  tasks: ['sync', 'tasks'],
} as const;

export const getLogStatistics = () =>
  getHttp().get('integrations/api/logs/statistics/').json<LogStatistics>();

export const useLogStatistics = () =>
  useQuery({ queryKey: syncKeys.statistics, queryFn: getLogStatistics, retry: false });
