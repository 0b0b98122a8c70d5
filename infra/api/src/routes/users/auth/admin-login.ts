import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminLoginBody, AdminLoginResponse, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../../domain/http-error.ts';
import { verifyPassword } from '../../../domain/password.ts';
import { canUseBackOffice } from '../../../domain/principal.ts';
import { loginUserJson } from './login-user-json.ts';

/** POST /api/v1/users/auth/admin-login/ — back-office sign-in (ADMIN, PARCEIRO, staff DEALERSHIP). */
export default async function adminLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/admin-login/',
    {
      preHandler: app.loginRateLimit,
      schema: {
        security: [],
        body: AdminLoginBody,
        response: { 200: AdminLoginResponse, 401: errorResponse(401, [MESSAGES.badCredentials]) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await app.usersRepository.findByEmail(email);
      const ok = await verifyPassword(account?.passwordHash, password);
      // A blocked account gets the wrong-password answer, so the answer never confirms a password.
      if (!account || !ok || !canUseBackOffice(account))
        throw new HttpError(401, { detail: MESSAGES.badCredentials });

      const refresh = app.tokens.startSession(account);
      await app.refreshTokensRepository.create({
        jti: refresh.jti,
        familyId: refresh.familyId,
        userId: account.id,
        expiresAt: refresh.expiresAt,
        sessionStartedAt: refresh.sessionStartedAt,
      });
      await app.usersRepository.recordLogin(account.id, request.ip, request.headers['user-agent'] ?? null);
      return {
        access: app.tokens.accessToken(account),
        refresh: refresh.token,
        user: loginUserJson(account),
      };
    },
  );
}
