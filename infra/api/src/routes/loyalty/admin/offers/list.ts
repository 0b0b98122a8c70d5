import { Offer, OfferListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../../plugins/auth.ts';
import type { OfferFilter } from '../../../../repositories/offers.ts';
import { convertedQuery } from '../../../../services/csv-response.ts';
import { listRoute } from '../../../list-route.ts';
import { offerJson } from '../../offer-helpers.ts';
import { OFFERS_CSV } from './offers-csv.ts';

/**
 * GET /api/v1/loyalty/admin/offers/list/ — newest first, scoped by role. `is_valid_now` (and the
 * valid_only filter, in SQL) read the validity window, time window and weekdays in São Paulo time.
 * `?format=csv` exports every offer of the same filter, order and scope.
 */
export default async function listOffers(app: FastifyInstance) {
  const offers = app.offersRepository;
  listRoute(app, {
    url: '/list/',
    onRequest: app.requireCapability('offers.read'),
    query: OfferListQuery,
    item: Offer,
    filter: (request, q): OfferFilter => ({
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
    }),
    page: (filter, p) => offers.page(filter, p),
    toItem: (row) => offerJson(app.media, row),
    csv: { file: OFFERS_CSV, query: (filter) => convertedQuery(offers.listQuery(filter), offers.flatten) },
  });
}
