import { Redemption, RedemptionListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../../plugins/auth.ts';
import type { RedemptionFilter, RedemptionRow } from '../../../../repositories/loyalty-admin.ts';
import { redemptionStatus } from '../../../../repositories/redemption-status.ts';
import { listRoute } from '../../../list-route.ts';
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
  const repository = app.loyaltyAdminRepository;
  listRoute(app, {
    url: '/recent/',
    onRequest: app.requireCapability('loyalty.read'),
    query: RedemptionListQuery,
    item: Redemption,
    filter: (request, query): RedemptionFilter => ({
      scope: requestScope(request),
      search: query.search,
      status: query.status || undefined,
      ordering: query.ordering,
    }),
    page: (filter, p) => repository.recentRedemptions(filter, p),
    toItem: redemptionItem,
    csv: { file: REDEMPTIONS_CSV, query: (filter) => repository.redemptionsQuery(filter) },
  });
}
