import type { LogStatistics } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

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
