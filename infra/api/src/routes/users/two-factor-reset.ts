import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, ManagedUser } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../domain/http-error.ts';
import { userBody } from './user-helpers.ts';

/**
 * POST /api/v1/users/{id}/two-factor/reset/ — ADMIN turns off another user's second factor (a lost
 * phone and no recovery code): secret and recovery codes deleted, every session of the user ended,
 * audited. If the role requires it, the user sets it up again at the next sign-in. Not for one's
 * own account (Meu Perfil asks the password for that).
 */
export default async function twoFactorReset(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/two-factor/reset/',
    {
      onRequest: app.requireCapability('users.two-factor'),
      config: { audit: { action: 'two_factor_reset', targetType: 'user' } },
      schema: {
        params: IdParams,
        response: { 200: ManagedUser, 400: Detail, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.principal?.id)
        throw new HttpError(400, {
          detail: 'Use Meu Perfil para alterar a sua própria verificação em duas etapas.',
        });
      const user = await app.userAdminRepository.find(id);
      if (!user) throw notFound();
      if (user.twoFactorEnabled) await app.twoFactorRepository.disable(id, true);
      request.auditChanges({ two_factor_enabled: user.twoFactorEnabled }, { two_factor_enabled: false });
      return userBody({ ...user, twoFactorEnabled: false });
    },
  );
}
