import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requestScope } from '../../plugins/auth.ts';
import { Detail } from '../common/schemas.ts';

const Stats = Type.Object({
  total_users_count: Type.Integer(),
  active_users_count: Type.Integer(),
  daily_logins_count: Type.Integer(),
  redemptions_count: Type.Integer(),
});

/** GET /api/v1/users/dashboard/stats/ — dashboard cards, scoped to the caller's role. */
export default async function dashboardStats(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/users/dashboard/stats/',
      { onRequest: app.authenticate, schema: { response: { 200: Stats, 401: Detail, 403: Detail } } },
      async (request) => app.statsRepository.dashboard(requestScope(request)),
    );
}
