import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AudienceOptions } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../audience-helpers.ts';

/** GET /api/v1/marketing/audiences/options/ — the caller's audiences by name (the forms' selects). */
export default async function audienceOptions(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/options/',
    {
      onRequest: app.requireCapability('audiences.manage'),
      schema: { response: { 200: AudienceOptions } },
    },
    async (request) => app.audiencesRepository.options(ownerOf(request)),
  );
}
