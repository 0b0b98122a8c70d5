import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Audience, AudienceBody, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../plugins/auth.ts';
import { checkAudienceRules } from '../../../services/audiences/references.ts';
import { auditedUpdate } from '../../audited-update.ts';
import { AUDIENCE_REFUSALS, audienceJson, ownerOf, readName } from '../audience-helpers.ts';

/**
 * PUT /api/v1/marketing/audiences/{id}/ — new name and rules. Campaigns, offers and scheduled pushes
 * that use it read the new rules from their next use on (an audience is resolved when used).
 */
export default async function updateAudience(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('audiences.manage'),
      config: { audit: { action: 'update', targetType: 'audience' } },
      schema: {
        params: IdParams,
        body: AudienceBody,
        response: { 200: Audience, 400: errorResponse(400, AUDIENCE_REFUSALS), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const repo = app.audiencesRepository;
      return auditedUpdate(
        request,
        request.params.id,
        (id) => repo.get(id, owner),
        audienceJson,
        async (before) => {
          const { name, errors } = readName(request.body);
          await checkAudienceRules(app.db, requestScope(request), request.body.rules, true, errors);
          await repo.update(before.id, { name, rules: request.body.rules });
        },
      );
    },
  );
}
