import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import { ManagedUserSchema, userBody } from './user-schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  user_type: Type.Optional(Type.Enum(['CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ADMIN', ''])),
  is_active: Type.Optional(Type.Boolean()),
});

/** GET /api/v1/users/admin/list/ — every user, newest first (ADMIN). */
export default async function adminUserList(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/users/admin/list/',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: Query,
        response: { 200: PageOf(ManagedUserSchema), 401: Detail, 403: Detail, 404: Detail },
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
