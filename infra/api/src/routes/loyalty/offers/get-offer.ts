import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { Detail } from '../common/schemas.ts';
import { IdParams } from '../partnerships/common.ts';
import { audienceOf, OfferOut, offerJson, principalOf } from './schemas.ts';

/** GET /api/v1/loyalty/offers/{id}/ — one offer of GET loyalty/offers/ (active, valid now, visible). */
export default async function customerOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/offers/:id/',
    {
      onRequest: app.authenticateAny,
      schema: { params: IdParams, response: { 200: OfferOut, 401: Detail, 404: Detail } },
    },
    async (request) => {
      const row = await app.offersRepository.get(request.params.id, {
        audience: audienceOf(principalOf(request)),
        activeOnly: true,
        validOnly: true,
      });
      if (!row) throw notFound();
      return offerJson(app.media, row);
    },
  );
}
