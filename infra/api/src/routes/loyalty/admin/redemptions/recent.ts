import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, Redemption, RedemptionListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';

/** GET /api/v1/loyalty/admin/redemptions/recent/ — redemptions newest first, scoped to the caller. */
export default async function recentRedemptions(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/recent/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      schema: {
        querystring: RedemptionListQuery,
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
