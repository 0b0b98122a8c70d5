import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notAuthenticated } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { scopeOf } from '../../lib/principal.ts';
import { Detail } from '../common/schemas.ts';
import { Voucher, voucherBody } from './voucher-schema.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['pendente', 'utilizado', ''])),
});

/**
 * GET /api/v1/loyalty/vouchers/ — newest first. A customer sees its own vouchers; a back-office
 * user the vouchers of its scope (ADMIN all, DEALERSHIP its dealership, PARCEIRO its stores).
 */
export default async function listVouchers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/vouchers/',
    {
      onRequest: app.requireCustomerOrStaff,
      schema: {
        querystring: Query,
        response: { 200: PageOf(Voucher), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const p = paging(request.query);
      const { count, rows } = await app.vouchersRepository.page(
        {
          owner:
            principal.userType === 'CLIENTE'
              ? { kind: 'customer', userId: principal.id }
              : { kind: 'staff', scope: scopeOf(principal) },
          search: request.query.search,
          status: request.query.status || undefined,
        },
        p,
      );
      return pageBody(request, p, count, rows.map(voucherBody));
    },
  );
}
