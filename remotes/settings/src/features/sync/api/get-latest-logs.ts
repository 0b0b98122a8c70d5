import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { type ListBody, listItems } from '../../../lib/list-body';
import { syncKeys } from './get-log-statistics';

export interface SyncLog {
  id: number;
  task_name: string | null;
  status: 'success' | 'error' | 'warning' | string;
  started_at: string | null;
  /** Seconds. */
  duration: number | null;
  records_processed: number | null;
  records_created: number | null;
  records_updated: number | null;
  error_message: string | null;
  response_data: unknown;
}

export const syncLogsLimit = 50;

/** GET integrations/api/logs/latest/?limit=50; a failed read is an empty list (SPEC §8). */
export async function getLatestLogs(): Promise<SyncLog[]> {
  try {
    const body = await getHttp()
      .get('integrations/api/logs/latest/', { searchParams: { limit: syncLogsLimit } })
      .json<ListBody<SyncLog>>();
    return listItems(body);
  } catch (error) {
    console.error('Falha ao carregar logs de sincronização', error);
    return [];
  }
}

export const useLatestLogs = () =>
  useQuery({ queryKey: syncKeys.logs, queryFn: getLatestLogs, retry: false });
