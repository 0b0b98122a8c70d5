import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, LedgerEntry, PageOf, PointsHistoryQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { dayPeriod, REVERSED_PERIOD } from '../../domain/calendar-day.ts';
import { pageBody, paging } from '../../domain/pagination.ts';
import { ledgerEntryBody, scopedCustomer } from './customer-helpers.ts';

/**
 * GET /api/v1/users/{id}/points-history/?kind=&date_from=&date_to=&page= — every ledger entry of
 * one customer, newest first, with who made each manual adjustment and why. Scoped like the profile.
 */
export default async function pointsHistory(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/points-history/',
    {
      onRequest: app.requireCapability('customers.read'),
      schema: {
        params: IdParams,
        querystring: PointsHistoryQuery,
        response: {
          200: PageOf(LedgerEntry),
          400: errorResponse(400, [REVERSED_PERIOD]),
          404: errorResponse(404),
        },
      },
    },
    async (request) => {
      const period = dayPeriod(request.query);
      const customer = await scopedCustomer(request, request.params.id);
      const p = paging(request.query);
      const { count, rows } = await app.ledgerRepository.customerHistory(
        customer.id,
        { kind: request.query.kind || undefined, ...period, ordering: request.query.ordering },
        p,
      );
      return pageBody(request, p, count, rows.map(ledgerEntryBody));
    },
  );
}
