import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../lib/http-error.ts';
import { Detail, RefreshBody } from '../common/schemas.ts';

/** POST /api/v1/auth/logout/ — revokes the refresh token's family (this session on every tab). */
export default async function logout(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/auth/logout/',
      { schema: { body: RefreshBody, response: { 200: Detail, 401: Detail } } },
      async (request) => {
        const claims = app.tokens.verifyRefresh(request.body.refresh);
        if (!claims) throw new HttpError(401, { detail: MESSAGES.refreshInvalid, code: 'token_not_valid' });
        await app.refreshTokensRepository.revokeFamily(claims.familyId);
        return { detail: 'Sessão encerrada com sucesso.' };
      },
    );
}
