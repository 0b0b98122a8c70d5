import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, ManagedUser, PageOf, UserListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { userBody } from '../user-helpers.ts';

/** GET /api/v1/users/admin/list/ — every user, newest first (ADMIN). */
export default async function adminUserList(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/list/',
    {
      onRequest: app.requireCapability('users.manage'),
      schema: {
        querystring: UserListQuery,
        response: { 200: PageOf(ManagedUser), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.userAdminRepository.page(
        {
          search: request.query.search,
          userType: request.query.user_type || undefined,
          isActive: request.query.is_active,
        },
        p,
      );
      return pageBody(request, p, count, rows.map(userBody));
    },
  );
}
