import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Activity, ActivityListQuery, Detail, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { isDebit } from '../../../../domain/ledger-direction.ts';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { documentedCsv } from '../../../../plugins/openapi.ts';
import type { LedgerFilter, LedgerRow } from '../../../../repositories/ledger.ts';
import { sendQueryCsv } from '../../../../services/csv-response.ts';
import { ACTIVITIES_CSV } from './activities-csv.ts';

const activityItem = (row: LedgerRow): Activity => ({
  id: row.id,
  user_name: row.userName,
  user_type: row.userType,
  activity_type: isDebit(row) ? 'Subtração' : 'Adição',
  points_change: row.points,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/**
 * GET /api/v1/loyalty/admin/activities/recent/ — points ledger, newest first; `?format=csv` exports
 * every entry of the same filter, order and scope (services/csv-response.ts).
 */
export default async function recentActivities(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/recent/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: ActivityListQuery,
        response: { 200: PageOf(Activity), 404: Detail },
      },
    },
    async (request, reply) => {
      const filter: LedgerFilter = {
        scope: requestScope(request),
        search: request.query.search,
        activityType: request.query.activity_type || undefined,
        ordering: request.query.ordering,
      };
      if (request.query.format === 'csv')
        return sendQueryCsv(reply, ACTIVITIES_CSV, app.ledgerRepository.listQuery(filter), activityItem);
      const p = paging(request.query);
      const { total, rows } = await app.ledgerRepository.page(filter, p);
      return pageBody(request, p, total, rows.map(activityItem));
    },
  );
}
