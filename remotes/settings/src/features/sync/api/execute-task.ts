import { getHttp } from '@fidelidade/session';

/** POST integrations/api/tasks/{id}/execute/ */
export const executeTask = (id: number) => getHttp().post(`integrations/api/tasks/${id}/execute/`);
