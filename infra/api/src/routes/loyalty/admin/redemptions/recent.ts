import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import { Detail } from '../common/schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['pendente', 'utilizado', ''])),
});

const Redemption = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  user_type: Type.String(),
  offer_title: Type.String(),
  points_spent: Type.Integer(),
  is_used: Type.Boolean(),
  status: Type.Union([Type.Literal('pendente'), Type.Literal('utilizado')]),
  created_at: Type.String({ format: 'date-time' }),
});

/** GET /api/v1/loyalty/admin/redemptions/recent/ — redemptions newest first, scoped to the caller. */
export default async function recentRedemptions(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/redemptions/recent/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Query,
        response: { 200: PageOf(Redemption), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.loyaltyAdminRepository.recentRedemptions(
        {
          scope: requestScope(request),
          search: request.query.search,
          status: request.query.status || undefined,
        },
        p,
      );
      const results = rows.map((row) => ({
        id: row.id,
        user_name: row.userName,
        user_type: row.userType,
        offer_title: row.offerTitle,
        points_spent: row.pointsSpent,
        is_used: row.isUsed,
        status: row.isUsed ? ('utilizado' as const) : ('pendente' as const),
        created_at: row.createdAt.toISOString(),
      }));
      return pageBody(request, p, count, results);
    },
  );
}
