import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LatestLogsQuery, LogStatistics, SyncLogList } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { syncLog } from './integration-json.ts';

/**
 * GET /api/v1/integrations/api/logs/latest/?limit=50 — newest sync logs first.
 * GET /api/v1/integrations/api/logs/statistics/ — counts by status of finished logs.
 * ADMIN only.
 */
export default async function syncLogs(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `/logs/latest/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      schema: {
        querystring: LatestLogsQuery,
        response: { 200: SyncLogList },
      },
    },
    async (request) => (await app.integrationsRepository.latestLogs(request.query.limit ?? 50)).map(syncLog),
  );

  r.get(
    `/logs/statistics/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      schema: { response: { 200: LogStatistics } },
    },
    async () => app.integrationsRepository.statistics(),
  );
}
