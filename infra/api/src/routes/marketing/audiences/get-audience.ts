import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Audience, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { audienceJson, ownerOf } from '../audience-helpers.ts';

/** GET /api/v1/marketing/audiences/{id}/ — one of the caller's audiences (404 outside its scope). */
export default async function getAudience(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/',
    {
      onRequest: app.requireCapability('audiences.manage'),
      schema: { params: IdParams, response: { 200: Audience, 404: errorResponse(404) } },
    },
    async (request) => {
      const row = await app.audiencesRepository.get(request.params.id, ownerOf(request));
      if (!row) throw notFound();
      return audienceJson(row);
    },
  );
}
