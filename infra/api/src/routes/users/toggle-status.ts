import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isAdmin } from '../../lib/principal.ts';
import { Detail } from '../common/schemas.ts';
import { ADMIN_LOCKED } from './update-user.ts';
import { ManagedUserSchema, UserIdParams, userBody } from './user-schemas.ts';

/** PATCH /api/v1/users/{id}/toggle-status/ {is_active} — (de)activates a user (ADMIN). */
export default async function toggleStatus(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().patch(
    '/users/:id/toggle-status/',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: UserIdParams,
        body: Type.Object({ is_active: Type.Boolean() }),
        response: { 200: ManagedUserSchema, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const current = await app.userAdminRepository.find(request.params.id);
      if (!current) throw notFound();
      if (isAdmin(current)) throw forbidden(ADMIN_LOCKED);
      await app.userAdminRepository.setActive(current.id, request.body.is_active);
      return userBody({ ...current, isActive: request.body.is_active });
    },
  );
}
