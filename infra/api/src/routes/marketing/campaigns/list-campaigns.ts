import { Campaign, CampaignListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { listRoute } from '../../list-route.ts';
import { ownerOf } from '../audience-helpers.ts';
import { campaignJson } from '../campaign-helpers.ts';

/** GET /api/v1/marketing/campaigns/ — the caller's campaigns with their last run and reach, newest first. */
export default async function listCampaigns(app: FastifyInstance) {
  listRoute(app, {
    url: '/',
    onRequest: app.requireCapability('campaigns.manage'),
    query: CampaignListQuery,
    item: Campaign,
    filter: (request, query) => ({ owner: ownerOf(request), search: query.search }),
    page: ({ owner, search }, p) => app.campaignsRepository.page(owner, search, p),
    toItem: campaignJson,
  });
}
