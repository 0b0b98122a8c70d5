import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import { audienceOf, OfferOut, OfferTypeQuery, offerJson, principalOf } from './schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: OfferTypeQuery,
});

/**
 * GET /api/v1/loyalty/offers/ — any signed-in user, CLIENTE included: active offers valid right now.
 * Customers see partner-store offers and their own dealership's; back-office users their scope.
 */
export default async function customerOffers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/offers/',
    {
      onRequest: app.authenticateAny,
      schema: { querystring: Query, response: { 200: PageOf(OfferOut), 401: Detail, 404: Detail } },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.offersRepository.page(
        {
          audience: audienceOf(principalOf(request)),
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
