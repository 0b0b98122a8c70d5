import { PointsSummaryQuery, PointsSummaryRow } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { listCpf } from '../../../../domain/list-cpf.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import type {
  PointsSummaryFilter,
  PointsSummaryRow as SummaryRow,
} from '../../../../repositories/points-summary-query.ts';
import { listRoute } from '../../../list-route.ts';
import { POINTS_CSV } from './points-csv.ts';

/** A row of the list; its CPF masked unless the search is that CPF (domain/list-cpf.ts). */
const summaryItem = (row: SummaryRow, { search }: PointsSummaryFilter): PointsSummaryRow => ({
  user_id: row.userId,
  user_name: row.userName,
  user_cpf: listCpf(row.userCpf, search),
  points_balance: row.pointsBalance,
  points_pending: row.pointsPending,
  points_expiring: row.pointsExpiring,
  total_earned: row.totalEarned,
  total_spent: row.totalSpent,
  user_type: row.userType,
  is_active: row.isActive,
  last_activity: row.lastActivity?.toISOString() ?? null,
});

/**
 * GET /api/v1/loyalty/admin/points/summary/ — customers' balances (ledger totals), pending points
 * and points expiring within the programme's reminder window, most recent activity first. Scoped:
 * DEALERSHIP its customers, PARCEIRO customers with activity at its stores, an ATENDENTE its
 * dealership's or those with activity at its store.
 * `?format=csv` exports every customer of the same filter, order and scope.
 */
export default async function pointsSummary(app: FastifyInstance) {
  const repository = app.loyaltyAdminRepository;
  listRoute(app, {
    url: '/summary/',
    // Tabelas → Usuários: the customers of the scope, which the counter clerk looks up too.
    onRequest: app.requireCapability('customers.read'),
    query: PointsSummaryQuery,
    item: PointsSummaryRow,
    filter: (request, query): PointsSummaryFilter => ({
      scope: requestScope(request),
      search: query.search,
      activeOnly: query.active_only,
      ordering: query.ordering,
    }),
    page: (filter, p) => repository.pointsSummary(filter, p),
    toItem: summaryItem,
    csv: { file: POINTS_CSV, query: (filter) => repository.pointsSummaryQuery(filter) },
  });
}
