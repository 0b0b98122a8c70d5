import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { ownerOf } from '../audience-helpers.ts';
import { campaignJson } from '../campaign-helpers.ts';

/**
 * DELETE /api/v1/marketing/campaigns/{id}/ — the campaign stops for good; the pushes and bonuses it
 * gave stay (history and ledger). To pause it instead, set it inactive.
 */
export default async function deleteCampaign(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('campaigns.manage'),
      config: { audit: { action: 'delete', targetType: 'campaign' } },
      schema: { params: IdParams, response: { 204: NoContent, 404: errorResponse(404) } },
    },
    async (request, reply) => {
      const row = await app.campaignsRepository.get(request.params.id, ownerOf(request));
      if (!row) throw notFound();
      await app.campaignsRepository.delete(row.id);
      request.auditChanges(campaignJson(row), null);
      return reply.code(204).send(null);
    },
  );
}
