import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardTrends, TrendsQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../plugins/auth.ts';

/**
 * GET /api/v1/users/dashboard/trends/?days=7|30|90 — the dashboard's per-day trends, role-scoped.
 * Any other `days` is a 400 naming the choices (the contract's TrendDays words it).
 */
export default async function dashboardTrendsRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/trends/',
    {
      onRequest: app.requireCapability('stats.read'),
      schema: { querystring: TrendsQuery, response: { 200: DashboardTrends } },
    },
    async (request) => app.statsRepository.trends(requestScope(request), request.query.days ?? 30),
  );
}
