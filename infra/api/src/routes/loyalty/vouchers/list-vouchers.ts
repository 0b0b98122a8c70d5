import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, Voucher, VoucherListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { scopeOf } from '../../../domain/principal.ts';
import { voucherBody } from './voucher-json.ts';

/**
 * GET /api/v1/loyalty/vouchers/ — newest first unless `ordering` says otherwise. A customer sees its own vouchers; a back-office
 * user the vouchers of its scope (ADMIN all, DEALERSHIP its dealership, PARCEIRO its stores).
 * `search` matches the code, the customer's name and the offer's title; `user` narrows to one
 * customer (the customer page) and `burned_by_me` to the caller's own burns (an ATENDENTE's), never
 * widening the scope.
 */
export default async function listVouchers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCustomerOrStaff,
      schema: {
        querystring: VoucherListQuery,
        response: { 200: PageOf(Voucher), 404: Detail },
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
          userId: request.query.user,
          burnedById:
            request.query.burned_by_me && principal.userType !== 'CLIENTE' ? principal.id : undefined,
          ordering: request.query.ordering,
        },
        p,
      );
      return pageBody(request, p, count, rows.map(voucherBody));
    },
  );
}
