import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminLoginResponse, Detail, TwoFactorLoginBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { canUseBackOffice } from '../../../domain/principal.ts';
import { loginAccountKey } from '../../../plugins/login-guard.ts';
import { checkSecondFactor } from '../../../services/second-factor.ts';
import { signedIn } from './sign-in-answer.ts';

const EXPIRED = 'A verificação expirou. Entre novamente com email e senha.';
const BAD_CODE = 'Código inválido.';

/**
 * POST /api/v1/users/auth/two-factor/ {challenge, code} — the code step of a back-office sign-in:
 * the six digits of the authenticator app, or one recovery code (used up). Wrong codes count as
 * failed sign-ins of the account (plugins/login-guard.ts), so guessing is slowed like passwords.
 */
export default async function twoFactorLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/two-factor/',
    {
      schema: {
        security: [],
        body: TwoFactorLoginBody,
        response: { 200: AdminLoginResponse, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const claims = app.tokens.verifyChallenge(request.body.challenge);
      const account = claims ? await app.usersRepository.findById(claims.userId) : undefined;
      if (
        !claims ||
        !account ||
        account.sessionVersion !== claims.sessionVersion ||
        !canUseBackOffice(account) ||
        !account.twoFactorEnabled
      )
        throw new HttpError(401, { detail: EXPIRED, code: 'challenge_expired' });
      const key = loginAccountKey({ email: account.email ?? '' });
      const attempt = await app.loginGuard.begin(request, key, account.id);
      if (!(await checkSecondFactor(app, account.id, request.body.code))) {
        await attempt.failed();
        throw new HttpError(401, { detail: BAD_CODE });
      }
      await attempt.succeeded(reply, account.id);
      return signedIn(app, request, account);
    },
  );
}
