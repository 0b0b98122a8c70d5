import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, PointsSummaryQuery, PointsSummaryRow } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';

/**
 * GET /api/v1/loyalty/admin/points/summary/ — customers' balances (ledger totals), most recent
 * activity first. Scoped: DEALERSHIP its customers, PARCEIRO customers with activity at its stores.
 */
export default async function pointsSummary(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/summary/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      schema: {
        querystring: PointsSummaryQuery,
        response: { 200: PageOf(PointsSummaryRow), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { total, rows } = await app.loyaltyAdminRepository.pointsSummary(
        { scope: requestScope(request), search: request.query.search, activeOnly: request.query.active_only },
        p,
      );
      const results = rows.map((row) => ({
        user_id: row.userId,
        user_name: row.userName,
        user_cpf: row.userCpf,
        points_balance: row.pointsBalance,
        total_earned: row.totalEarned,
        total_spent: row.totalSpent,
        user_type: row.userType,
        is_active: row.isActive,
        last_activity: row.lastActivity?.toISOString() ?? null,
      }));
      return pageBody(request, p, total, results);
    },
  );
}
