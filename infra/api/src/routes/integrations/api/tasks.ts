import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, SyncStarted, SyncTaskList } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { TASK_META } from '../../../services/erp-tasks.ts';
import { task } from './integration-json.ts';
import { SYNC_REFUSALS } from './sync.ts';

/**
 * GET  /api/v1/integrations/api/tasks/
 * POST /api/v1/integrations/api/tasks/{id}/execute/ — 202, runs in the background; 409 if running.
 * ADMIN only.
 */
export default async function integrationTasks(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `/tasks/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      schema: { response: { 200: SyncTaskList } },
    },
    async () => (await app.integrationsRepository.tasks()).map(task),
  );

  r.post(
    `/tasks/:id/execute/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      config: { audit: { action: 'sync_start', targetType: 'integration_task' } },
      schema: {
        params: IdParams,
        response: { 202: SyncStarted, ...SYNC_REFUSALS, 404: errorResponse(404) },
      },
    },
    async (request, reply) => {
      const row = await app.integrationsRepository.task(request.params.id);
      if (!row) throw notFound();
      const { logIds } = await app.integrations.start([row.id], request.principal?.id ?? null, false);
      return reply.code(202).send({ detail: TASK_META[row.taskType].started, log_id: logIds[0] });
    },
  );
}
