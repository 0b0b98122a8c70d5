import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, RefreshBody, TokenPair } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../domain/http-error.ts';
import { canUseBackOffice } from '../../domain/principal.ts';

const invalid = () => new HttpError(401, { detail: MESSAGES.refreshInvalid, code: 'token_not_valid' });

/**
 * POST /api/v1/auth/refresh/ — rotates the refresh token. Presenting an already-used (or revoked)
 * refresh token is treated as theft: the whole token family is revoked. A token of an older session
 * version (logout, password, role or status change) is refused, and rotation never carries a
 * session past SESSION_MAX_DAYS from its sign-in (docs/security.md).
 */
export default async function refresh(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/refresh/',
    {
      schema: {
        security: [],
        body: RefreshBody,
        response: { 200: TokenPair, 401: errorResponse(401, [MESSAGES.refreshInvalid]) },
      },
    },
    async (request) => {
      const claims = app.tokens.verifyRefresh(request.body.refresh);
      if (!claims) throw invalid();
      const account = await app.usersRepository.findById(claims.userId);
      // Customers (customer-app login) refresh too; back-office users only while they may sign in.
      const allowed =
        account?.userType === 'CLIENTE' ? account.isActive : account && canUseBackOffice(account);
      if (!account || !allowed || account.sessionVersion !== claims.sessionVersion) {
        await app.refreshTokensRepository.revokeFamily(claims.familyId);
        throw invalid();
      }
      const nextJti = randomUUID();
      // Consuming the token and storing its successor are one transaction (rotate says why).
      const next = await app.refreshTokensRepository.rotate(claims.jti, nextJti, (sessionStartedAt) => {
        const issued = app.tokens.continueSession(account, {
          jti: nextJti,
          familyId: claims.familyId,
          sessionStartedAt,
        });
        return issued && { ...issued, userId: account.id };
      });
      if (next === 'reused' || next === 'ended') {
        await app.refreshTokensRepository.revokeFamily(claims.familyId);
        if (next === 'reused')
          request.log.warn({ userId: claims.userId }, 'refresh token reutilizado: família revogada');
        throw invalid();
      }
      return { access: app.tokens.accessToken(account, claims.familyId), refresh: next.token };
    },
  );
}
