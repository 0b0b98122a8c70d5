import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Campaign, CampaignListQuery, errorResponse, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { ownerOf } from '../audience-helpers.ts';
import { campaignJson } from '../campaign-helpers.ts';

/** GET /api/v1/marketing/campaigns/ — the caller's campaigns with their last run and reach, newest first. */
export default async function listCampaigns(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('campaigns.manage'),
      schema: {
        querystring: CampaignListQuery,
        response: { 200: PageOf(Campaign), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.campaignsRepository.page(ownerOf(request), request.query.search, p);
      return pageBody(request, p, count, rows.map(campaignJson));
    },
  );
}
