import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, RedeemBody, RedeemResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import { voucherBody } from '../vouchers/voucher-json.ts';

/**
 * POST /api/v1/loyalty/offers/redeem/ {offer_id} — a customer spends points on an offer and gets a
 * voucher (201). Atomic: voucher, ledger debit and balance in one transaction under row locks.
 */
export default async function redeemOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/redeem/',
    {
      onRequest: app.requireCustomer,
      config: { audit: { exempt: 'customer app (CLIENTE redeems): not a back-office write' } },
      schema: {
        body: RedeemBody,
        response: {
          201: RedeemResponse,
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
