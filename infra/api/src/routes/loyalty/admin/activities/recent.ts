import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Activity, ActivityListQuery, Detail, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { isDebit } from '../../../../domain/ledger-direction.ts';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';

/** GET /api/v1/loyalty/admin/activities/recent/ — points ledger, newest first. */
export default async function recentActivities(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/recent/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      schema: {
        querystring: ActivityListQuery,
        response: { 200: PageOf(Activity), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { total, rows } = await app.ledgerRepository.page(
        {
          scope: requestScope(request),
          search: request.query.search,
          activityType: request.query.activity_type || undefined,
        },
        p,
      );
      const results = rows.map((row) => ({
        id: row.id,
        user_name: row.userName,
        user_type: row.userType,
        activity_type: isDebit(row) ? ('Subtração' as const) : ('Adição' as const),
        points_change: row.points,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      }));
      return pageBody(request, p, total, results);
    },
  );
}
