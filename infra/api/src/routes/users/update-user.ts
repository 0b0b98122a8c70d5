import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, ManagedUser, UserBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notFound } from '../../domain/http-error.ts';
import { hashPassword } from '../../domain/password.ts';
import { isAdmin } from '../../domain/principal.ts';
import { rethrowUnique, userBody, validatedUser } from './user-helpers.ts';

export const ADMIN_LOCKED = 'Administradores não podem ser alterados por esta tela.';

/**
 * PUT /api/v1/users/{id}/ — replaces the editable fields with the same rules as users/create/;
 * a blank password keeps the current one. Administrators are not editable here (403).
 */
export default async function updateUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: { audit: { action: 'update', targetType: 'user' } },
      schema: {
        params: IdParams,
        body: UserBody,
        response: { 200: ManagedUser, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await app.userAdminRepository.find(id);
      if (!current) throw notFound();
      if (isAdmin(current)) throw forbidden(ADMIN_LOCKED);
      // An anonymised customer's placeholders stand for history; giving it a name again would undo that.
      if (current.anonymizedAt)
        throw new HttpError(400, { detail: 'Este cliente foi removido e não pode ser alterado.' });
      const { password, ...values } = await validatedUser(app, request.body, {
        passwordRequired: false,
        exceptId: id,
      });
      const hash = password ? await hashPassword(password) : null;
      await app.userAdminRepository.update(id, values, hash).catch(rethrowUnique);
      const user = await app.userAdminRepository.find(id);
      if (!user) throw notFound();
      request.auditChanges(userBody(current), userBody(user));
      return userBody(user);
    },
  );
}
