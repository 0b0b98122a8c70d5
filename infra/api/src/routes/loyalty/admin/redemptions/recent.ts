import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, Redemption, RedemptionListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { documentedCsv } from '../../../../plugins/openapi.ts';
import type { RedemptionFilter, RedemptionRow } from '../../../../repositories/loyalty-admin.ts';
import { redemptionStatus } from '../../../../repositories/redemption-status.ts';
import { sendQueryCsv } from '../../../../services/csv-response.ts';
import { REDEMPTIONS_CSV } from './redemptions-csv.ts';

const redemptionItem = (row: RedemptionRow): Redemption => ({
  id: row.id,
  user_name: row.userName,
  user_type: row.userType,
  offer_title: row.offerTitle,
  points_spent: row.pointsSpent,
  is_used: row.isUsed,
  status: redemptionStatus(row),
  created_at: row.createdAt.toISOString(),
});

/**
 * GET /api/v1/loyalty/admin/redemptions/recent/ — redemptions newest first, scoped to the caller;
 * `?format=csv` exports every redemption of the same filter, order and scope.
 */
export default async function recentRedemptions(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/recent/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: RedemptionListQuery,
        response: { 200: PageOf(Redemption), 404: Detail },
      },
    },
    async (request, reply) => {
      const filter: RedemptionFilter = {
        scope: requestScope(request),
        search: request.query.search,
        status: request.query.status || undefined,
        ordering: request.query.ordering,
      };
      if (request.query.format === 'csv')
        return sendQueryCsv(
          reply,
          REDEMPTIONS_CSV,
          app.loyaltyAdminRepository.redemptionsQuery(filter),
          redemptionItem,
        );
      const p = paging(request.query);
      const { count, rows } = await app.loyaltyAdminRepository.recentRedemptions(filter, p);
      return pageBody(request, p, count, rows.map(redemptionItem));
    },
  );
}
