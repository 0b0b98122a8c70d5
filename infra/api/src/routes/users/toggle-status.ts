import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, ManagedUser, ToggleStatusBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notFound } from '../../domain/http-error.ts';
import { isAdmin } from '../../domain/principal.ts';
import { activation } from '../../plugins/audit.ts';
import { ADMIN_LOCKED } from './update-user.ts';

const ANONYMIZED_REACTIVATION = 'Este cliente foi removido e não pode ser reativado.';

import { userBody } from './user-helpers.ts';

/**
 * PATCH /api/v1/users/{id}/toggle-status/ {is_active} — (de)activates a user (ADMIN). Deactivation
 * ends the user's sessions at once: their next request, access token included, is a 401.
 */
export default async function toggleStatus(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().patch(
    '/:id/toggle-status/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: { audit: { action: activation, targetType: 'user' } },
      schema: {
        params: IdParams,
        body: ToggleStatusBody,
        response: {
          200: ManagedUser,
          400: errorResponse(400, [ANONYMIZED_REACTIVATION]),
          403: errorResponse(403, [ADMIN_LOCKED]),
          404: errorResponse(404),
        },
      },
    },
    async (request) => {
      const current = await app.userAdminRepository.find(request.params.id);
      if (!current) throw notFound();
      if (isAdmin(current)) throw forbidden(ADMIN_LOCKED);
      // An anonymised customer has no identity left to sign in with; it stays deactivated.
      if (current.anonymizedAt && request.body.is_active)
        throw new HttpError(400, { detail: ANONYMIZED_REACTIVATION });
      await app.userAdminRepository.setActive(current.id, request.body.is_active);
      request.auditChanges({ is_active: current.isActive }, { is_active: request.body.is_active });
      return userBody({ ...current, isActive: request.body.is_active });
    },
  );
}
