import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SyncStatus } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { task } from './integration-json.ts';

/** GET /api/v1/integrations/api/status/ — what runs now and when the last sync finished. ADMIN only. */
export default async function syncStatus(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `/status/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      schema: { response: { 200: SyncStatus } },
    },
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
