import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { scopeOf } from '../../lib/principal.ts';
import { Detail } from '../common/schemas.ts';
import { IdParams } from '../partnerships/common.ts';
import { principalOf } from './schemas.ts';

/** DELETE /api/v1/loyalty/admin/offers/{id}/ — within the user's scope; redeemed offers stay (400). */
export default async function deleteOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/loyalty/admin/offers/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), 400: Detail, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const repo = app.offersRepository;
      const current = await repo.get(request.params.id, { audience: scopeOf(principalOf(request)) });
      if (!current) throw notFound();
      const result = await repo.delete(current.id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use')
        throw new HttpError(400, {
          detail: 'Esta oferta está em uso por resgates e não pode ser excluída; desative-a.',
        });
      for (const key of [current.displayLogo, current.itemImage]) if (key) await app.media.delete(key);
      return reply.code(204).send(null);
    },
  );
}
