import { errorResponse, IdParams, LedgerEntry, PointsHistoryQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { dayPeriod, REVERSED_PERIOD } from '../../domain/calendar-day.ts';
import { listRoute } from '../list-route.ts';
import { ledgerEntryBody, scopedCustomer } from './customer-helpers.ts';

/**
 * GET /api/v1/users/{id}/points-history/?kind=&date_from=&date_to=&page= — every ledger entry of
 * one customer, newest first, with who made each manual adjustment and why. Scoped like the profile.
 */
export default async function pointsHistory(app: FastifyInstance) {
  listRoute(app, {
    url: '/:id/points-history/',
    onRequest: app.requireCapability('customers.read'),
    params: IdParams,
    query: PointsHistoryQuery,
    item: LedgerEntry,
    errors: { 400: errorResponse(400, [REVERSED_PERIOD]), 404: errorResponse(404) },
    filter: async (request, query) => {
      const period = dayPeriod(query);
      const customer = await scopedCustomer(request, request.params.id);
      return { customerId: customer.id, kind: query.kind || undefined, ...period, ordering: query.ordering };
    },
    page: ({ customerId, ...filter }, p) => app.ledgerRepository.customerHistory(customerId, filter, p),
    toItem: ledgerEntryBody,
  });
}
