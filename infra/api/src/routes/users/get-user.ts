import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, ManagedUser } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { userBody } from './user-helpers.ts';

/** GET /api/v1/users/{id}/ — one user (ADMIN). */
export default async function getUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/',
    {
      onRequest: app.requireCapability('users.manage'),
      schema: {
        params: IdParams,
        response: { 200: ManagedUser, 404: Detail },
      },
    },
    async (request) => {
      const user = await app.userAdminRepository.find(request.params.id);
      if (!user) throw notFound();
      return userBody(user);
    },
  );
}
