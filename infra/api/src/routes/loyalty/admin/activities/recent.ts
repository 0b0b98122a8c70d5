import { Activity, ActivityListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { isDebit } from '../../../../domain/ledger-direction.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import type { LedgerFilter, LedgerRow } from '../../../../repositories/ledger.ts';
import { listRoute } from '../../../list-route.ts';
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
  listRoute(app, {
    url: '/recent/',
    onRequest: app.requireCapability('loyalty.read'),
    query: ActivityListQuery,
    item: Activity,
    filter: (request, query): LedgerFilter => ({
      scope: requestScope(request),
      search: query.search,
      activityType: query.activity_type || undefined,
      ordering: query.ordering,
    }),
    page: (filter, p) => app.ledgerRepository.page(filter, p),
    toItem: activityItem,
    csv: { file: ACTIVITIES_CSV, query: (filter) => app.ledgerRepository.listQuery(filter) },
  });
}
