import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Offer } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../domain/http-error.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { offerJson } from '../../offer-helpers.ts';

/**
 * GET /api/v1/loyalty/admin/offers/{id}/ — one row of the admin list (both image URLs), for the
 * offer's view, edit and duplicate screens. Within the caller's scope: ADMIN any offer, DEALERSHIP
 * its dealership's, PARCEIRO its partner's stores'; anything else is a 404 like an unknown id.
 */
export default async function adminOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/',
    {
      onRequest: app.requireCapability('offers.read'),
      schema: { params: IdParams, response: { 200: Offer, 404: Detail } },
    },
    async (request) => {
      const row = await app.offersRepository.get(request.params.id, { audience: requestScope(request) });
      if (!row) throw notFound();
      return offerJson(app.media, row);
    },
  );
}
