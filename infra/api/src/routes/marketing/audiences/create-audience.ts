import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Audience, AudienceBody, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../plugins/auth.ts';
import { checkAudienceRules } from '../../../services/audiences/references.ts';
import { principalId } from '../../communications/communication-helpers.ts';
import { AUDIENCE_REFUSALS, audienceJson, ownerOf, readName } from '../audience-helpers.ts';

/** POST /api/v1/marketing/audiences/ — a named audience over the caller's own customers. */
export default async function createAudience(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('audiences.manage'),
      config: { audit: { action: 'create', targetType: 'audience' } },
      schema: {
        body: AudienceBody,
        response: { 201: Audience, 400: errorResponse(400, AUDIENCE_REFUSALS) },
      },
    },
    async (request, reply) => {
      const { name, errors } = readName(request.body);
      await checkAudienceRules(app.db, requestScope(request), request.body.rules, true, errors);
      const owner = ownerOf(request);
      const repo = app.audiencesRepository;
      const id = await repo.create({
        name,
        rules: request.body.rules,
        owner,
        createdById: principalId(request),
      });
      const row = await repo.get(id, owner);
      if (!row) throw new Error('público recém-criado não encontrado');
      return reply.code(201).send(audienceJson(row));
    },
  );
}
