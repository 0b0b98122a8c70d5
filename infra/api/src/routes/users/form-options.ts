import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FormOptions } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';

/** GET /api/v1/users/form-options/ — the dealership, partner and store selects of the user form (ADMIN). */
export default async function formOptions(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/form-options/',
    {
      onRequest: app.requireCapability('users.manage'),
      schema: { response: { 200: FormOptions } },
    },
    async () => app.userAdminRepository.formOptions(),
  );
}
