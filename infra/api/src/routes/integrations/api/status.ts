import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Detail, Nullable } from '../common/schemas.ts';
import { BASE, Task, task } from './schemas.ts';

const Status = Type.Object({
  /** Names of the tasks running now (in any API instance). */
  running: Type.Array(Type.String()),
  last_sync_at: Nullable(Type.String({ format: 'date-time' })),
  last_sync_status: Nullable(Type.String()),
  active_configs: Type.Integer(),
  total_configs: Type.Integer(),
  tasks: Type.Array(Task),
});

/** GET /api/v1/integrations/api/status/ — what runs now and when the last sync finished. ADMIN only. */
export default async function syncStatus(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      `${BASE}/status/`,
      { onRequest: app.requireAdmin, schema: { response: { 200: Status, 401: Detail, 403: Detail } } },
      async () => {
        const repo = app.integrationsRepository;
        const [tasks, configs, last] = [await repo.tasks(), await repo.configs(), await repo.lastFinished()];
        return {
          running: tasks.filter((t) => t.running).map((t) => t.name),
          last_sync_at: last?.finishedAt?.toISOString() ?? null,
          last_sync_status: last?.status ?? null,
          active_configs: configs.filter((c) => c.isActive).length,
          total_configs: configs.length,
          tasks: tasks.map(task),
        };
      },
    );
}
