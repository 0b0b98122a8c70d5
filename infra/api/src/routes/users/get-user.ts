import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { Detail } from '../common/schemas.ts';
import { ManagedUserSchema, UserIdParams, userBody } from './user-schemas.ts';

/** GET /api/v1/users/{id}/ — one user (ADMIN). */
export default async function getUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/users/:id/',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: UserIdParams,
        response: { 200: ManagedUserSchema, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const user = await app.userAdminRepository.find(request.params.id);
      if (!user) throw notFound();
      return userBody(user);
    },
  );
}
