import type { SyncLog } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { syncKeys } from './get-log-statistics';

export const syncLogsLimit = 50;

/** GET integrations/api/logs/latest/?limit=50; a failed read is an empty list (docs/product.md §8). */
export async function getLatestLogs(): Promise<SyncLog[]> {
  try {
    const body = await getHttp()
      .get('integrations/api/logs/latest/', { searchParams: { limit: syncLogsLimit } })
      .json<ListBody<SyncLog>>();
    return readList(body).rows;
  } catch (error) {
    console.error('Falha ao carregar logs de sincronização', error);
    return [];
  }
}

export const useLatestLogs = () =>
  useQuery({ queryKey: syncKeys.logs, queryFn: getLatestLogs, retry: false });
