import { Voucher, VoucherListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import { scopeOf } from '../../../domain/principal.ts';
import type { VoucherFilter } from '../../../repositories/vouchers.ts';
import { listRoute } from '../../list-route.ts';
import { voucherBody } from './voucher-json.ts';

/**
 * GET /api/v1/loyalty/vouchers/ — newest first unless `ordering` says otherwise. A customer sees its own vouchers; a back-office
 * user the vouchers of its scope (ADMIN all, DEALERSHIP its dealership, PARCEIRO its stores).
 * `search` matches the code, the customer's name and the offer's title; `user` narrows to one
 * customer (the customer page) and `burned_by_me` to the caller's own burns (an ATENDENTE's), never
 * widening the scope.
 */
export default async function listVouchers(app: FastifyInstance) {
  listRoute(app, {
    url: '/',
    onRequest: app.requireCustomerOrStaff,
    query: VoucherListQuery,
    item: Voucher,
    filter: (request, query): VoucherFilter => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const customer = principal.userType === 'CLIENTE';
      return {
        owner: customer
          ? { kind: 'customer', userId: principal.id }
          : { kind: 'staff', scope: scopeOf(principal) },
        search: query.search,
        status: query.status || undefined,
        userId: query.user,
        burnedById: query.burned_by_me && !customer ? principal.id : undefined,
        ordering: query.ordering,
      };
    },
    page: (filter, p) => app.vouchersRepository.page(filter, p),
    toItem: voucherBody,
  });
}
