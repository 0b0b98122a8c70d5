import type { ApiConfig } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { syncKeys } from './get-log-statistics';

export const getApiConfigs = async () =>
  readList(await getHttp().get('integrations/api/api-configs/').json<ListBody<ApiConfig>>()).rows;

export const useApiConfigs = () =>
  useQuery({ queryKey: syncKeys.apiConfigs, queryFn: getApiConfigs, retry: false });
