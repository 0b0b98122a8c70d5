import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, ManagedUser, PageOf, UserListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { documentedCsv } from '../../../plugins/openapi.ts';
import type { UserListFilter } from '../../../repositories/user-admin.ts';
import { sendQueryCsv } from '../../../services/csv-response.ts';
import { listUserBody } from '../user-helpers.ts';
import { USERS_CSV } from './users-csv.ts';

/**
 * GET /api/v1/users/admin/list/ — every user, newest first unless `ordering` says otherwise (ADMIN);
 * `?format=csv` exports every user of the same filter and order.
 */
export default async function adminUserList(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/list/',
    {
      onRequest: app.requireCapability('users.manage'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: UserListQuery,
        response: { 200: PageOf(ManagedUser), 404: Detail },
      },
    },
    async (request, reply) => {
      const filter: UserListFilter = {
        search: request.query.search,
        userType: request.query.user_type || undefined,
        isActive: request.query.is_active,
        ordering: request.query.ordering,
      };
      if (request.query.format === 'csv')
        return sendQueryCsv(
          reply,
          USERS_CSV,
          app.userAdminRepository.listQuery(filter),
          listUserBody(filter.search),
        );
      const p = paging(request.query);
      const { count, rows } = await app.userAdminRepository.page(filter, p);
      return pageBody(request, p, count, rows.map(listUserBody(filter.search)));
    },
  );
}
