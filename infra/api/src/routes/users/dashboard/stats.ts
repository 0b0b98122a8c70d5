import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardStats } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../plugins/auth.ts';

/** GET /api/v1/users/dashboard/stats/ — dashboard cards, scoped to the caller's role. */
export default async function dashboardStats(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/stats/',
    {
      onRequest: app.requireCapability('stats.read'),
      schema: { response: { 200: DashboardStats } },
    },
    async (request) => app.statsRepository.dashboard(requestScope(request)),
  );
}
