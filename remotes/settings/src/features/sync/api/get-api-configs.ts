import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { type ListBody, listItems } from '../../../lib/list-body';
import { syncKeys } from './get-log-statistics';

export interface ApiConfig {
  id: number;
  name: string;
  api_type: string | null;
  is_active: boolean;
  base_url: string | null;
}

export const getApiConfigs = async () =>
  listItems(await getHttp().get('integrations/api/api-configs/').json<ListBody<ApiConfig>>());

export const useApiConfigs = () =>
  useQuery({ queryKey: syncKeys.apiConfigs, queryFn: getApiConfigs, retry: false });
