import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AudienceListedMember,
  AudienceMemberParams,
  AudienceMembersCleared,
  AudienceMembersQuery,
  errorResponse,
  IdParams,
  NoContent,
  PageOf,
} from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { pageBody, paging } from '../../../domain/pagination.ts';
import {
  clearListedMembers,
  listedMembersPage,
  removeListedMember,
} from '../../../repositories/audience-members.ts';
import { ownerOf } from '../audience-helpers.ts';

/**
 * The customers listed in one of the caller's audiences (docs/api.md, "Marketing: audiences"): GET
 * a page of them; DELETE one, or every one, out of the list (audited). Another scope's audience
 * answers 404, as every audience route. Customers are listed by the lists' bulk action.
 */
export default async function audienceMembersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { onRequest: app.requireCapability('audiences.manage') };
  const audienceOf = async (request: FastifyRequest, id: number) => {
    const row = await app.audiencesRepository.get(id, ownerOf(request));
    if (!row) throw notFound();
    return row;
  };

  r.get(
    '/:id/members/',
    {
      ...guard,
      schema: {
        params: IdParams,
        querystring: AudienceMembersQuery,
        response: { 200: PageOf(AudienceListedMember), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const audience = await audienceOf(request, request.params.id);
      const p = paging(request.query);
      const { count, rows } = await listedMembersPage(app.db, audience.id, request.query.search, p);
      return pageBody(request, p, count, rows);
    },
  );

  r.delete(
    '/:id/members/:user_id/',
    {
      ...guard,
      config: { audit: { action: 'audience_member_remove', targetType: 'audience' } },
      schema: {
        params: AudienceMemberParams,
        response: { 204: NoContent, 404: errorResponse(404) },
      },
    },
    async (request, reply) => {
      const audience = await audienceOf(request, request.params.id);
      const removed = await removeListedMember(app.db, audience.id, request.params.user_id);
      if (!removed) throw notFound();
      request.auditChanges({ member_id: removed.userId, member_name: removed.name }, null);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/:id/members/',
    {
      ...guard,
      config: { audit: { action: 'audience_member_remove', targetType: 'audience' } },
      schema: {
        params: IdParams,
        response: { 200: AudienceMembersCleared, 404: errorResponse(404) },
      },
    },
    async (request) => {
      const audience = await audienceOf(request, request.params.id);
      const removed = await clearListedMembers(app.db, audience.id);
      request.auditChanges({ listed_count: removed }, { listed_count: 0 });
      return { removed };
    },
  );
}
