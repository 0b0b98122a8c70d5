import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, ManagedUser, UserBody, UserUpdateBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notFound } from '../../domain/http-error.ts';
import { hashPassword } from '../../domain/password.ts';
import { isAdmin } from '../../domain/principal.ts';
import { documentedBody } from '../../plugins/openapi.ts';
import { rethrowUnique, USER_REFUSALS, userBody, validatedUser } from './user-helpers.ts';

export const ADMIN_LOCKED = 'Administradores não podem ser alterados por esta tela.';
const ANONYMIZED_LOCKED = 'Este cliente foi removido e não pode ser alterado.';

/**
 * PUT /api/v1/users/{id}/ — replaces the editable fields with the same rules as users/create/;
 * a blank password keeps the current one. Administrators are not editable here (403).
 */
export default async function updateUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: {
        swaggerTransform: documentedBody(UserUpdateBody),
        audit: { action: 'update', targetType: 'user' },
      },
      schema: {
        params: IdParams,
        body: UserBody,
        response: {
          200: ManagedUser,
          400: errorResponse(400, [...USER_REFUSALS, ANONYMIZED_LOCKED]),
          403: errorResponse(403, [ADMIN_LOCKED]),
          404: errorResponse(404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await app.userAdminRepository.find(id);
      if (!current) throw notFound();
      if (isAdmin(current)) throw forbidden(ADMIN_LOCKED);
      // An anonymised customer's placeholders stand for history; giving it a name again would undo that.
      if (current.anonymizedAt) throw new HttpError(400, { detail: ANONYMIZED_LOCKED });
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
