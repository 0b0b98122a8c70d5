import { getHttp } from '@fidelidade/session';

/** POST integrations/api/api-configs/{id}/test_connection/ */
export const testApiConnection = (id: number) =>
  getHttp().post(`integrations/api/api-configs/${id}/test_connection/`);

/** POST integrations/api/api-configs/{id}/enable/ or .../disable/ */
export const setApiConfigActive = (id: number, active: boolean) =>
  getHttp().post(`integrations/api/api-configs/${id}/${active ? 'enable' : 'disable'}/`);
