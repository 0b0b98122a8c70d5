import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerOfferListQuery, Detail, Offer, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { audienceOf, offerJson, principalOf } from '../offer-helpers.ts';

/**
 * GET /api/v1/loyalty/offers/ — any signed-in user, CLIENTE included: active offers valid right now.
 * Customers see partner-store offers and their own dealership's; back-office users their scope.
 */
export default async function customerOffers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.authenticateAny,
      schema: {
        querystring: CustomerOfferListQuery,
        response: { 200: PageOf(Offer), 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.offersRepository.page(
        {
          audience: await audienceOf(request, principalOf(request)),
          search: request.query.search,
          type: request.query.type || undefined,
          activeOnly: true,
          validOnly: true,
        },
        p,
      );
      return pageBody(
        request,
        p,
        count,
        rows.map((row) => offerJson(app.media, row)),
      );
    },
  );
}
