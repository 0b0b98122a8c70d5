import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerLoginBody, CustomerLoginResponse, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { verifyPassword } from '../../../domain/password.ts';
import { loginAccountKey } from '../../../plugins/login-guard.ts';
import { openSession } from '../../../services/sign-in.ts';
import { loginUserJson } from './login-user-json.ts';

const BAD_CREDENTIALS = 'CPF/email ou senha inválidos.';

/**
 * POST /api/v1/users/auth/login/ — customer-app sign-in with CPF (any formatting) or email.
 * Only active CLIENTE users; back-office accounts use admin-login. Limited like admin-login
 * (plugins/login-guard.ts). The contract's CustomerLoginBody refuses a body with neither.
 */
export default async function customerLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/login/',
    {
      schema: {
        security: [],
        body: CustomerLoginBody,
        response: {
          200: CustomerLoginResponse,
          401: errorResponse(401, [BAD_CREDENTIALS]),
          429: errorResponse(429),
        },
      },
    },
    async (request, reply) => {
      const { password } = request.body;
      const email = request.body.email?.trim() ?? '';
      const cpf = request.body.cpf?.replace(/\D/g, '') ?? '';
      const account =
        email !== ''
          ? await app.usersRepository.findByEmail(email)
          : await app.usersRepository.findByCpf(cpf);
      const key = loginAccountKey(email !== '' ? { email } : { cpf });
      const attempt = await app.loginGuard.begin(request, key, account?.id ?? null);
      const ok = await verifyPassword(account?.passwordHash, password);
      // A blocked account gets the wrong-password answer, so the answer never confirms a password.
      if (!account || !ok || account.userType !== 'CLIENTE' || !account.isActive) {
        await attempt.failed();
        throw new HttpError(401, { detail: BAD_CREDENTIALS });
      }
      await attempt.succeeded(reply, account.id);
      const session = await openSession(app, request, account, 'app');
      const balance = await app.userAdminRepository.find(account.id);
      return {
        access: session.access,
        refresh: session.refresh,
        user: { ...loginUserJson(account), points_balance: balance?.pointsBalance ?? 0 },
      };
    },
  );
}
