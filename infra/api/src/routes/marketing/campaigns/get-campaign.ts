import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Campaign, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { ownerOf } from '../audience-helpers.ts';
import { campaignJson } from '../campaign-helpers.ts';

/** GET /api/v1/marketing/campaigns/{id}/ — one of the caller's campaigns (404 outside its scope). */
export default async function getCampaign(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/',
    {
      onRequest: app.requireCapability('campaigns.manage'),
      schema: { params: IdParams, response: { 200: Campaign, 404: errorResponse(404) } },
    },
    async (request) => {
      const row = await app.campaignsRepository.get(request.params.id, ownerOf(request));
      if (!row) throw notFound();
      return campaignJson(row);
    },
  );
}
