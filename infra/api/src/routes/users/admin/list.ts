import { ManagedUser, UserListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { UserListFilter } from '../../../repositories/user-admin.ts';
import { listRoute } from '../../list-route.ts';
import { listUserBody } from '../user-helpers.ts';
import { USERS_CSV } from './users-csv.ts';

/**
 * GET /api/v1/users/admin/list/ — every user, newest first unless `ordering` says otherwise (ADMIN);
 * `?format=csv` exports every user of the same filter and order.
 */
export default async function adminUserList(app: FastifyInstance) {
  const repository = app.userAdminRepository;
  listRoute(app, {
    url: '/list/',
    onRequest: app.requireCapability('users.manage'),
    query: UserListQuery,
    item: ManagedUser,
    filter: (_request, query): UserListFilter => ({
      search: query.search,
      userType: query.user_type || undefined,
      isActive: query.is_active,
      ordering: query.ordering,
    }),
    page: (filter, p) => repository.page(filter, p),
    toItem: listUserBody,
    csv: { file: USERS_CSV, query: (filter) => repository.listQuery(filter) },
  });
}
