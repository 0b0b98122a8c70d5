import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerLoginBody, CustomerLoginResponse, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { verifyPassword } from '../../../domain/password.ts';
import { loginUserJson } from './login-user-json.ts';

const BAD_CREDENTIALS = 'CPF/email ou senha inválidos.';

/**
 * POST /api/v1/users/auth/login/ — customer-app sign-in with CPF (any formatting) or email.
 * Only active CLIENTE users; back-office accounts use admin-login. Rate-limited like admin-login.
 * The contract's CustomerLoginBody refuses a body with neither.
 */
export default async function customerLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/login/',
    {
      preHandler: app.loginRateLimit,
      schema: {
        security: [],
        body: CustomerLoginBody,
        response: { 200: CustomerLoginResponse, 401: errorResponse(401, [BAD_CREDENTIALS]) },
      },
    },
    async (request) => {
      const { password } = request.body;
      const email = request.body.email?.trim() ?? '';
      const cpf = request.body.cpf?.replace(/\D/g, '') ?? '';
      const account =
        email !== ''
          ? await app.usersRepository.findByEmail(email)
          : await app.usersRepository.findByCpf(cpf);
      const ok = await verifyPassword(account?.passwordHash, password);
      // A blocked account gets the wrong-password answer, so the answer never confirms a password.
      if (!account || !ok || account.userType !== 'CLIENTE' || !account.isActive)
        throw new HttpError(401, { detail: BAD_CREDENTIALS });

      const refresh = app.tokens.startSession(account);
      await app.refreshTokensRepository.create({
        jti: refresh.jti,
        familyId: refresh.familyId,
        userId: account.id,
        expiresAt: refresh.expiresAt,
        sessionStartedAt: refresh.sessionStartedAt,
      });
      await app.usersRepository.recordLogin(
        account.id,
        request.ip,
        request.headers['user-agent'] ?? null,
        'app',
      );
      const balance = await app.userAdminRepository.find(account.id);
      return {
        access: app.tokens.accessToken(account),
        refresh: refresh.token,
        user: { ...loginUserJson(account), points_balance: balance?.pointsBalance ?? 0 },
      };
    },
  );
}
