import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound } from '../../domain/http-error.ts';
import { isAdmin } from '../../domain/principal.ts';
import type { ManagedUser } from '../../repositories/user-admin.ts';
import { ADMIN_LOCKED } from './update-user.ts';

const STAFF_IN_USE = 'Usuário possui registros vinculados e não pode ser excluído.';

/** Foreign-key violation (23503) anywhere in the error chain. */
function isForeignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A customer keeps the books: with history it is anonymised (its ledger, vouchers and every report
 * total stay), without history it is removed. The audit row names the anonymised customer by id
 * (the target) only: no personal data is copied into the log.
 */
async function deleteCustomer(request: FastifyRequest, user: ManagedUser): Promise<void> {
  const outcome = await request.server.userAdminRepository.removeCustomer(user.id);
  if (outcome === 'not-found') throw notFound();
  if (outcome === 'anonymized') request.auditChanges({ anonymized: false }, { anonymized: true });
  else request.auditChanges({ full_name: user.fullName, user_type: user.userType }, null);
}

/** Back-office users: removed; their authored rows keep a null author (ON DELETE SET NULL). */
async function deleteStaffUser(request: FastifyRequest, user: ManagedUser): Promise<void> {
  const removed = await request.server.userAdminRepository.remove(user.id).catch((err: unknown) => {
    if (isForeignKeyViolation(err)) throw new HttpError(400, { detail: STAFF_IN_USE });
    throw err;
  });
  if (!removed) throw notFound();
  // Who was deleted, not a copy of the personal data the delete removed (docs/security.md).
  request.auditChanges({ full_name: user.fullName, user_type: user.userType }, null);
}

/** DELETE /api/v1/users/{id}/ — 204 (ADMIN); customers with history are anonymised, not removed. */
export default async function deleteUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: { audit: { action: 'delete', targetType: 'user' } },
      schema: {
        params: IdParams,
        response: {
          204: NoContent,
          400: errorResponse(400, [STAFF_IN_USE]),
          403: errorResponse(403, [ADMIN_LOCKED]),
          404: errorResponse(404),
        },
      },
    },
    async (request, reply) => {
      const user = await app.userAdminRepository.find(request.params.id);
      if (!user) throw notFound();
      if (isAdmin(user)) throw forbidden(ADMIN_LOCKED);
      if (user.userType === 'CLIENTE') await deleteCustomer(request, user);
      else await deleteStaffUser(request, user);
      return reply.code(204).send(null);
    },
  );
}
