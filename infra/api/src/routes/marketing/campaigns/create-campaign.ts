import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Campaign, CampaignBody, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { principalId } from '../../communications/communication-helpers.ts';
import { ownerOf } from '../audience-helpers.ts';
import { CAMPAIGN_REFUSALS, campaignJson, campaignValues } from '../campaign-helpers.ts';

/** POST /api/v1/marketing/campaigns/ — an automatic campaign over the caller's own customers. */
export default async function createCampaign(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('campaigns.manage'),
      config: { audit: { action: 'create', targetType: 'campaign' } },
      schema: {
        body: CampaignBody,
        response: { 201: Campaign, 400: errorResponse(400, CAMPAIGN_REFUSALS) },
      },
    },
    async (request, reply) => {
      const values = await campaignValues(request, request.body);
      const owner = ownerOf(request);
      const repo = app.campaignsRepository;
      const id = await repo.create({ ...values, owner, createdById: principalId(request) });
      const row = await repo.get(id, owner);
      if (!row) throw new Error('campanha recém-criada não encontrada');
      return reply.code(201).send(campaignJson(row));
    },
  );
}
