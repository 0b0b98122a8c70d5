import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notAuthenticated } from '../../lib/http-error.ts';
import { Detail } from '../common/schemas.ts';
import { Voucher, voucherBody } from './voucher-schema.ts';

/**
 * POST /api/v1/loyalty/offers/redeem/ {offer_id} — a customer spends points on an offer and gets a
 * voucher (201). Atomic: voucher, ledger debit and balance in one transaction under row locks.
 */
export default async function redeemOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/loyalty/offers/redeem/',
    {
      onRequest: app.requireCustomer,
      schema: {
        body: Type.Object({ offer_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: {
          201: Type.Intersect([Voucher, Type.Object({ points_balance: Type.Integer() })]),
          401: Detail,
          403: Detail,
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      if (!request.principal) throw notAuthenticated();
      const { voucher, balance } = await app.vouchersRepository.redeem(
        request.principal.id,
        request.body.offer_id,
      );
      return reply.code(201).send({ ...voucherBody(voucher), points_balance: balance });
    },
  );
}
