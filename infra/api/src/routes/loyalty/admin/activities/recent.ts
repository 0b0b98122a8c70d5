import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import { Detail } from '../common/schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  activity_type: Type.Optional(
    Type.Union([Type.Literal('Adição'), Type.Literal('Subtração'), Type.Literal('')]),
  ),
});

const Activity = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  user_type: Type.String(),
  activity_type: Type.Union([Type.Literal('Adição'), Type.Literal('Subtração')]),
  points_change: Type.Integer(),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** GET /api/v1/loyalty/admin/activities/recent/ — points ledger, newest first. */
export default async function recentActivities(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/activities/recent/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Query,
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
        activity_type: row.points >= 0 ? ('Adição' as const) : ('Subtração' as const),
        points_change: row.points,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      }));
      return pageBody(request, p, total, results);
    },
  );
}
