import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import { Detail, Nullable } from '../common/schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  active_only: Type.Optional(Type.Boolean()),
});

const Summary = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_cpf: Type.String(),
  points_balance: Type.Integer(),
  total_earned: Type.Integer(),
  total_spent: Type.Integer(),
  user_type: Type.String(),
  is_active: Type.Boolean(),
  last_activity: Nullable(Type.String({ format: 'date-time' })),
});

/**
 * GET /api/v1/loyalty/admin/points/summary/ — customers' balances (ledger totals), most recent
 * activity first. Scoped: DEALERSHIP its customers, PARCEIRO customers with activity at its stores.
 */
export default async function pointsSummary(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/points/summary/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Query,
        response: { 200: PageOf(Summary), 401: Detail, 403: Detail, 404: Detail },
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
