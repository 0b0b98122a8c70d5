import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, PointsSummaryQuery, PointsSummaryRow } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { listCpf } from '../../../../domain/list-cpf.ts';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { documentedCsv } from '../../../../plugins/openapi.ts';
import type {
  PointsSummaryFilter,
  PointsSummaryRow as SummaryRow,
} from '../../../../repositories/points-summary-query.ts';
import { sendQueryCsv } from '../../../../services/csv-response.ts';
import { POINTS_CSV } from './points-csv.ts';

/** A row of the list; its CPF masked unless the search is that CPF (domain/list-cpf.ts). */
const summaryItem =
  (search?: string) =>
  (row: SummaryRow): PointsSummaryRow => ({
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
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/summary/',
    {
      // Tabelas → Usuários: the customers of the scope, which the counter clerk looks up too.
      onRequest: app.requireCapability('customers.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: PointsSummaryQuery,
        response: { 200: PageOf(PointsSummaryRow), 404: Detail },
      },
    },
    async (request, reply) => {
      const filter: PointsSummaryFilter = {
        scope: requestScope(request),
        search: request.query.search,
        activeOnly: request.query.active_only,
        ordering: request.query.ordering,
      };
      if (request.query.format === 'csv')
        return sendQueryCsv(
          reply,
          POINTS_CSV,
          app.loyaltyAdminRepository.pointsSummaryQuery(filter),
          summaryItem(filter.search),
        );
      const p = paging(request.query);
      const { total, rows } = await app.loyaltyAdminRepository.pointsSummary(filter, p);
      return pageBody(request, p, total, rows.map(summaryItem(filter.search)));
    },
  );
}
