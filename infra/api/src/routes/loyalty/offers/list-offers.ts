import { CustomerOfferListQuery, Offer } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { OfferFilter } from '../../../repositories/offers.ts';
import { listRoute } from '../../list-route.ts';
import { audienceOf, offerJson, principalOf } from '../offer-helpers.ts';

/**
 * GET /api/v1/loyalty/offers/ — any signed-in user, CLIENTE included: active offers valid right now.
 * Customers see partner-store offers and their own dealership's; back-office users their scope.
 */
export default async function customerOffers(app: FastifyInstance) {
  listRoute(app, {
    url: '/',
    onRequest: app.authenticateAny,
    query: CustomerOfferListQuery,
    item: Offer,
    filter: async (request, query): Promise<OfferFilter> => ({
      audience: await audienceOf(request, principalOf(request)),
      search: query.search,
      type: query.type || undefined,
      activeOnly: true,
      validOnly: true,
    }),
    page: (filter, p) => app.offersRepository.page(filter, p),
    toItem: (row) => offerJson(app.media, row),
  });
}
