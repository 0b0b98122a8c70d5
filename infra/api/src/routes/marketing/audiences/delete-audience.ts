import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { isForeignKeyViolation } from '../../../repositories/partnerships.ts';
import { AUDIENCE_IN_USE, audienceJson, inUse, ownerOf } from '../audience-helpers.ts';

/**
 * DELETE /api/v1/marketing/audiences/{id}/ — refused (400, naming what uses it) while a push to it
 * is still to go out; sent pushes keep its name in the history.
 */
export default async function deleteAudience(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('audiences.manage'),
      config: { audit: { action: 'delete', targetType: 'audience' } },
      schema: {
        params: IdParams,
        response: { 204: NoContent, 400: errorResponse(400, AUDIENCE_IN_USE), 404: errorResponse(404) },
      },
    },
    async (request, reply) => {
      const repo = app.audiencesRepository;
      const row = await repo.get(request.params.id, ownerOf(request));
      if (!row) throw notFound();
      const use = await repo.firstUse(row.id);
      if (use) throw inUse(use);
      try {
        await repo.delete(row.id);
      } catch (err) {
        // A campaign or an offer took it between the check and the delete (foreign key RESTRICT).
        if (!isForeignKeyViolation(err)) throw err;
        throw inUse((await repo.firstUse(row.id)) ?? { kind: 'campaign', name: '' });
      }
      request.auditChanges(audienceJson(row), null);
      return reply.code(204).send(null);
    },
  );
}
