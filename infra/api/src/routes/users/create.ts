import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, ManagedUser, UserBody, UserCreateBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { hashPassword } from '../../domain/password.ts';
import { documentedBody } from '../../plugins/openapi.ts';
import { rethrowUnique, USER_REFUSALS, userBody, validatedUser } from './user-helpers.ts';

/** POST /api/v1/users/create/ — ADMIN creates a customer, partner, dealership or counter (ATENDENTE) user. */
export default async function createUser(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/create/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: {
        swaggerTransform: documentedBody(UserCreateBody),
        audit: { action: 'create', targetType: 'user' },
      },
      schema: { body: UserBody, response: { 201: ManagedUser, 400: errorResponse(400, USER_REFUSALS) } },
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
