import type { SyncTask } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { syncKeys } from './get-log-statistics';

export const getTasks = async () =>
  readList(await getHttp().get('integrations/api/tasks/').json<ListBody<SyncTask>>()).rows;

export const useTasks = () => useQuery({ queryKey: syncKeys.tasks, queryFn: getTasks, retry: false });
