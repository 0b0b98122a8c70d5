import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Detail } from '../common/schemas.ts';
import { BASE, SyncLog, syncLog } from './schemas.ts';

const Statistics = Type.Object({
  total_logs: Type.Integer(),
  success_logs: Type.Integer(),
  error_logs: Type.Integer(),
  warning_logs: Type.Integer(),
  /** Percent of finished logs that succeeded, one decimal. */
  success_rate: Type.Number(),
});

/**
 * GET /api/v1/integrations/api/logs/latest/?limit=50 — newest sync logs first.
 * GET /api/v1/integrations/api/logs/statistics/ — counts by status of finished logs.
 * ADMIN only.
 */
export default async function syncLogs(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `${BASE}/logs/latest/`,
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: { 200: Type.Array(SyncLog), 401: Detail, 403: Detail },
      },
    },
    async (request) => (await app.integrationsRepository.latestLogs(request.query.limit ?? 50)).map(syncLog),
  );

  r.get(
    `${BASE}/logs/statistics/`,
    { onRequest: app.requireAdmin, schema: { response: { 200: Statistics, 401: Detail, 403: Detail } } },
    async () => app.integrationsRepository.statistics(),
  );
}
