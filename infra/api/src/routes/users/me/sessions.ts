import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, NoContent, SessionIdParams, SessionList } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { deviceLabel } from '../../../domain/user-agent.ts';

const EXEMPT = { exempt: "session endpoint: ends the caller's own sign-ins; no business data" };

/**
 * The signed-in user's sessions (docs/security.md, sessions; ASVS 3.3.4): GET lists the active
 * ones (one per sign-in, i.e. per device), DELETE …/{id}/ ends one ('Encerrar'), POST end-all/
 * ends every one, this included ('Sair de todos os dispositivos').
 */
export default async function sessions(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/sessions/',
    {
      onRequest: app.authenticateAccount,
      schema: { response: { 200: SessionList, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const rows = await app.userSessionsRepository.listActive(request.principal?.id ?? -1);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceLabel(row.userAgent),
          user_agent: row.userAgent,
          ip: row.ip,
          signed_in_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          current: row.id === request.sessionId,
        })),
      };
    },
  );

  typed.delete(
    '/sessions/:id/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: EXEMPT },
      schema: {
        params: SessionIdParams,
        response: { 204: NoContent, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const ended = await app.userSessionsRepository.endOwn(request.principal?.id ?? -1, request.params.id);
      if (!ended) throw new HttpError(404, { detail: 'Sessão não encontrada.' });
      return reply.code(204).send(null);
    },
  );

  typed.post(
    '/sessions/end-all/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: EXEMPT },
      schema: { response: { 200: Detail, 401: Detail, 403: Detail } },
    },
    async (request) => {
      await app.refreshTokensRepository.endUserSessions(request.principal?.id ?? -1);
      return { detail: 'Todas as sessões foram encerradas.' };
    },
  );
}
