import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Offer } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { audienceOf, offerJson, principalOf } from '../offer-helpers.ts';

/** GET /api/v1/loyalty/offers/{id}/ — one offer of GET loyalty/offers/ (active, valid now, visible). */
export default async function customerOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/',
    {
      onRequest: app.authenticateAny,
      schema: { params: IdParams, response: { 200: Offer, 404: Detail } },
    },
    async (request) => {
      const row = await app.offersRepository.get(request.params.id, {
        audience: await audienceOf(request, principalOf(request)),
        activeOnly: true,
        validOnly: true,
      });
      if (!row) throw notFound();
      return offerJson(app.media, row);
    },
  );
}
