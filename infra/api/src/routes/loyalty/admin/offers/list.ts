import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Offer, OfferListQuery, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { documentedCsv } from '../../../../plugins/openapi.ts';
import type { OfferFilter } from '../../../../repositories/offers.ts';
import { sendQueryCsv } from '../../../../services/csv-response.ts';
import { offerJson } from '../../offer-helpers.ts';
import { OFFERS_CSV } from './offers-csv.ts';

/**
 * GET /api/v1/loyalty/admin/offers/list/ — newest first, scoped by role. `is_valid_now` (and the
 * valid_only filter, in SQL) read the validity window, time window and weekdays in São Paulo time.
 * `?format=csv` exports every offer of the same filter, order and scope.
 */
export default async function listOffers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/list/',
    {
      onRequest: app.requireCapability('offers.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: OfferListQuery,
        response: { 200: PageOf(Offer), 404: Detail },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter: OfferFilter = {
        audience: requestScope(request),
        search: q.search,
        activeOnly: q.active_only,
        validOnly: q.valid_only,
        type: q.type || undefined,
        place: {
          locationType: q.location_type || undefined,
          dealershipId: q.dealership_id,
          partnerId: q.partner_id,
          partnerLocationId: q.partner_location_id,
        },
        ordering: q.ordering,
      };
      const offers = app.offersRepository;
      if (q.format === 'csv')
        return sendQueryCsv(reply, OFFERS_CSV, offers.listQuery(filter), (row) =>
          offerJson(app.media, offers.flatten(row)),
        );
      const p = paging(q);
      const { count, rows } = await offers.page(filter, p);
      return pageBody(
        request,
        p,
        count,
        rows.map((row) => offerJson(app.media, row)),
      );
    },
  );
}
