import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError, MESSAGES } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { canUseBackOffice } from '../../lib/principal.ts';
import { Detail, LoginUser, TokenPair } from '../common/schemas.ts';

const Body = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

/** POST /api/v1/users/auth/admin-login/ — back-office sign-in (ADMIN, PARCEIRO, staff DEALERSHIP). */
export default async function adminLogin(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/users/auth/admin-login/',
    {
      preHandler: app.loginRateLimit,
      schema: {
        body: Body,
        response: {
          200: Type.Intersect([TokenPair, Type.Object({ user: LoginUser })]),
          401: Detail,
          403: Detail,
          429: Detail,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await app.usersRepository.findByEmail(email);
      const ok = await verifyPassword(account?.passwordHash, password);
      if (!account || !ok) throw new HttpError(401, { detail: MESSAGES.badCredentials });
      if (!canUseBackOffice(account)) throw new HttpError(403, { detail: MESSAGES.forbidden });

      const refresh = app.tokens.refreshToken(account.id);
      await app.refreshTokensRepository.create({
        jti: refresh.jti,
        familyId: refresh.familyId,
        userId: account.id,
        expiresAt: refresh.expiresAt,
      });
      await app.usersRepository.recordLogin(account.id, request.ip, request.headers['user-agent'] ?? null);
      return {
        access: app.tokens.accessToken(account),
        refresh: refresh.token,
        user: {
          id: account.id,
          full_name: account.fullName,
          email: account.email,
          user_type: account.userType,
          is_superuser: account.isSuperuser,
          is_staff: account.isStaff,
          dealership_name: account.dealershipName,
          partner_name: account.partnerName,
          dealership_associated: account.dealershipId,
          partner: account.partnerId,
        },
      };
    },
  );
}
