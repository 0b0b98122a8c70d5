import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, errorResponse, RefreshBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../domain/http-error.ts';

/**
 * POST /api/v1/auth/logout/ — Sair: ends this session (the refresh token's family, one device):
 * its refresh tokens and its live access tokens stop working; the user's other sessions go on
 * ('Sair de todos os dispositivos' is users/me/sessions/end-all/). A token of a session that
 * already ended answers the same, so logging out twice is harmless.
 */
export default async function logout(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/logout/',
    {
      schema: {
        security: [],
        body: RefreshBody,
        response: { 200: Detail, 401: errorResponse(401, [MESSAGES.refreshInvalid]) },
      },
    },
    async (request) => {
      const claims = app.tokens.verifyRefresh(request.body.refresh);
      if (!claims) throw new HttpError(401, { detail: MESSAGES.refreshInvalid, code: 'token_not_valid' });
      await app.refreshTokensRepository.revokeFamily(claims.familyId);
      return { detail: 'Sessão encerrada com sucesso.' };
    },
  );
}
