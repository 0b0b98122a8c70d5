import { Audience, AudienceListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { listRoute } from '../../list-route.ts';
import { audienceJson, ownerOf } from '../audience-helpers.ts';

/** GET /api/v1/marketing/audiences/ — the caller's audiences (ADMIN: every one), newest first. */
export default async function listAudiences(app: FastifyInstance) {
  listRoute(app, {
    url: '/',
    onRequest: app.requireCapability('audiences.manage'),
    query: AudienceListQuery,
    item: Audience,
    filter: (request, query) => ({ owner: ownerOf(request), search: query.search }),
    page: ({ owner, search }, p) => app.audiencesRepository.page(owner, search, p),
    toItem: audienceJson,
  });
}
