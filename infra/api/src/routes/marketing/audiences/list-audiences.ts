import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Audience, AudienceListQuery, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { audienceJson, ownerOf } from '../audience-helpers.ts';

/** GET /api/v1/marketing/audiences/ — the caller's audiences (ADMIN: every one), newest first. */
export default async function listAudiences(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('audiences.manage'),
      schema: {
        querystring: AudienceListQuery,
        response: { 200: PageOf(Audience) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.audiencesRepository.page(ownerOf(request), request.query.search, p);
      return pageBody(request, p, count, rows.map(audienceJson));
    },
  );
}
