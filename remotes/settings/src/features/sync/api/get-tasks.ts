import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { type ListBody, listItems } from '../../../lib/list-body';
import { syncKeys } from './get-log-statistics';

export interface IntegrationTask {
  id: number;
  name: string;
  task_type: string | null;
  is_active: boolean;
  last_run: string | null;
  next_run: string | null;
}

export const getTasks = async () =>
  listItems(await getHttp().get('integrations/api/tasks/').json<ListBody<IntegrationTask>>());

export const useTasks = () => useQuery({ queryKey: syncKeys.tasks, queryFn: getTasks, retry: false });
