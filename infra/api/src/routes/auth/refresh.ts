import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, RefreshBody, TokenPair } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../domain/http-error.ts';
import { canUseBackOffice } from '../../domain/principal.ts';

const invalid = () => new HttpError(401, { detail: MESSAGES.refreshInvalid, code: 'token_not_valid' });

/**
 * POST /api/v1/auth/refresh/ — rotates the refresh token. Presenting an already-used (or revoked)
 * refresh token is treated as theft: the whole token family is revoked.
 */
export default async function refresh(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/refresh/',
      { schema: { security: [], body: RefreshBody, response: { 200: TokenPair, 401: Detail } } },
      async (request) => {
        const claims = app.tokens.verifyRefresh(request.body.refresh);
        if (!claims) throw invalid();
        const next = app.tokens.refreshToken(claims.userId, claims.familyId);
        const rotated = await app.refreshTokensRepository.consume(claims.jti, next.jti);
        if (!rotated) {
          await app.refreshTokensRepository.revokeFamily(claims.familyId);
          request.log.warn({ userId: claims.userId }, 'refresh token reutilizado: família revogada');
          throw invalid();
        }
        const account = await app.usersRepository.findById(claims.userId);
        // Customers (customer-app login) refresh too; back-office users only while they may sign in.
        const allowed =
          account?.userType === 'CLIENTE' ? account.isActive : account && canUseBackOffice(account);
        if (!account || !allowed) {
          await app.refreshTokensRepository.revokeFamily(claims.familyId);
          throw invalid();
        }
        await app.refreshTokensRepository.create({
          jti: next.jti,
          familyId: next.familyId,
          userId: account.id,
          expiresAt: next.expiresAt,
        });
        return { access: app.tokens.accessToken(account), refresh: next.token };
      },
    );
}
