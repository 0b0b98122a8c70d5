import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { isAdmin } from '../../lib/principal.ts';
import { Detail } from '../common/schemas.ts';
import { ADMIN_LOCKED } from './update-user.ts';
import { UserIdParams } from './user-schemas.ts';

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
    '/users/:id/',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: UserIdParams,
        response: { 204: Type.Null(), 401: Detail, 403: Detail, 404: Detail },
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
      return reply.code(204).send(null);
    },
  );
}
