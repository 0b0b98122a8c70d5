import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminLoginBody, AdminLoginResponse, errorResponse, TwoFactorChallenge } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../../domain/http-error.ts';
import { verifyPassword } from '../../../domain/password.ts';
import { canUseBackOffice } from '../../../domain/principal.ts';
import { loginAccountKey } from '../../../plugins/login-guard.ts';
import { flagWeakPassword, signedIn } from './sign-in-answer.ts';

/**
 * POST /api/v1/users/auth/admin-login/ — back-office sign-in (ADMIN, PARCEIRO, staff DEALERSHIP).
 * With two-factor sign-in on, a right password answers 202 with a challenge for the code step
 * (users/auth/two-factor/) instead of the session. Limits: plugins/login-guard.ts.
 */
export default async function adminLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/admin-login/',
    {
      schema: {
        security: [],
        body: AdminLoginBody,
        response: {
          200: AdminLoginResponse,
          202: TwoFactorChallenge,
          401: errorResponse(401, [MESSAGES.badCredentials]),
          429: errorResponse(429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const found = await app.usersRepository.findByEmail(email);
      const attempt = await app.loginGuard.begin(request, loginAccountKey({ email }), found?.id ?? null);
      const ok = await verifyPassword(found?.passwordHash, password);
      // A blocked account gets the wrong-password answer, so the answer never confirms a password.
      if (!found || !ok || !canUseBackOffice(found)) {
        await attempt.failed();
        throw new HttpError(401, { detail: MESSAGES.badCredentials });
      }
      const account = await flagWeakPassword(app, found, password);
      if (account.twoFactorEnabled) {
        await attempt.passwordAccepted();
        return reply.code(202).send({
          two_factor_required: true,
          challenge: app.tokens.challengeToken(account),
          expires_in: app.tokens.challengeTtlSeconds,
        });
      }
      await attempt.succeeded(reply, account.id);
      return signedIn(app, request, account);
    },
  );
}
