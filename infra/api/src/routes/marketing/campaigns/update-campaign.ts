import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Campaign, CampaignBody, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { auditedUpdate } from '../../audited-update.ts';
import { ownerOf } from '../audience-helpers.ts';
import { CAMPAIGN_REFUSALS, campaignJson, campaignValues } from '../campaign-helpers.ts';

/**
 * PUT /api/v1/marketing/campaigns/{id}/ — the whole form again; who it already reached stays reached
 * (an occurrence is never sent twice, whatever the edit).
 */
export default async function updateCampaign(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('campaigns.manage'),
      config: { audit: { action: 'update', targetType: 'campaign' } },
      schema: {
        params: IdParams,
        body: CampaignBody,
        response: { 200: Campaign, 400: errorResponse(400, CAMPAIGN_REFUSALS), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const repo = app.campaignsRepository;
      return auditedUpdate(
        request,
        request.params.id,
        (id) => repo.get(id, owner),
        campaignJson,
        async (before) => repo.update(before.id, await campaignValues(request, request.body)),
      );
    },
  );
}
