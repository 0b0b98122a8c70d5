import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../../domain/http-error.ts';
import { scopeOf } from '../../../../domain/principal.ts';
import { offerJson, principalOf } from '../../offer-helpers.ts';

const IN_USE = 'Esta promoção possui resgates e não pode ser excluída. Você pode desativá-la.';

/** DELETE /api/v1/loyalty/admin/offers/{id}/ — within the user's scope; redeemed offers stay (400). */
export default async function deleteOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('offers.delete'),
      config: { audit: { action: 'delete', targetType: 'offer' } },
      schema: {
        params: IdParams,
        response: { 204: NoContent, 400: errorResponse(400, [IN_USE]), 404: errorResponse(404) },
      },
    },
    async (request, reply) => {
      const repo = app.offersRepository;
      const current = await repo.get(request.params.id, { audience: scopeOf(principalOf(request)) });
      if (!current) throw notFound();
      const result = await repo.delete(current.id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use') throw new HttpError(400, { detail: IN_USE });
      request.auditChanges(offerJson(app.media, current), null);
      for (const key of [current.displayLogo, current.itemImage]) if (key) await app.media.delete(key);
      return reply.code(204).send(null);
    },
  );
}
