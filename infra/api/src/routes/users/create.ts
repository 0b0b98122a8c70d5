import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { Detail } from '../common/schemas.ts';
import { ManagedUserSchema, rethrowUnique, UserBody, userBody, validatedUser } from './user-schemas.ts';

/** POST /api/v1/users/create/ — ADMIN creates a customer, partner or dealership user. */
export default async function createUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/users/create/',
    {
      onRequest: app.requireAdmin,
      schema: { body: UserBody, response: { 201: ManagedUserSchema, 401: Detail, 403: Detail } },
    },
    async (request, reply) => {
      const { password, ...values } = await validatedUser(app, request.body, { passwordRequired: true });
      const id = await app.userAdminRepository
        .create(values, await hashPassword(password ?? ''))
        .catch(rethrowUnique);
      const user = await app.userAdminRepository.find(id);
      if (!user) throw notFound();
      return reply.code(201).send(userBody(user));
    },
  );
}
