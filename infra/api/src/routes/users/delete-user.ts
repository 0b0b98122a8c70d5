import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notFound } from '../../domain/http-error.ts';
import { isAdmin } from '../../domain/principal.ts';
import { ADMIN_LOCKED } from './update-user.ts';

/** Foreign-key violation (23503) anywhere in the error chain. */
function isForeignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** DELETE /api/v1/users/{id}/ — 204; the user's ledger, vouchers and sessions go with it (ADMIN). */
export default async function deleteUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: { audit: { action: 'delete', targetType: 'user' } },
      schema: {
        params: IdParams,
        response: { 204: NoContent, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const user = await app.userAdminRepository.find(request.params.id);
      if (!user) throw notFound();
      if (isAdmin(user)) throw forbidden(ADMIN_LOCKED);
      const removed = await app.userAdminRepository.remove(user.id).catch((err: unknown) => {
        if (isForeignKeyViolation(err))
          throw new HttpError(400, {
            detail: 'Usuário possui registros vinculados e não pode ser excluído.',
          });
        throw err;
      });
      if (!removed) throw notFound();
      // Who was deleted, not a copy of the personal data the delete removed (docs/security.md).
      request.auditChanges({ full_name: user.fullName, user_type: user.userType }, null);
      return reply.code(204).send(null);
    },
  );
}
