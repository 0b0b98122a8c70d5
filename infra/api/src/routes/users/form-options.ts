import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Detail } from '../common/schemas.ts';

const Options = Type.Object({
  dealerships: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  partners: Type.Array(Type.Object({ id: Type.Integer(), brand_name: Type.String() })),
});

/** GET /api/v1/users/form-options/ — the dealership and partner selects of the user form (ADMIN). */
export default async function formOptions(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/users/form-options/',
      { onRequest: app.requireAdmin, schema: { response: { 200: Options, 401: Detail, 403: Detail } } },
      async () => app.userAdminRepository.formOptions(),
    );
}
