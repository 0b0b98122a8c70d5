import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, placeholder, RedeemBody, RedeemResponse } from '@fidelidade/contract';
import { LIMIT_PERIODS } from '@fidelidade/contract/enums';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import { REDEEM_MESSAGES } from '../../../repositories/vouchers.ts';
import { LIMIT_REFUSALS } from '../../../services/budgets/redemption-limits.ts';
import { POOL_REFUSALS } from '../../../services/budgets/voucher-pool.ts';
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
          400: errorResponse(400, [
            REDEEM_MESSAGES.offerUnavailable,
            REDEEM_MESSAGES.offerOutsideWindow,
            REDEEM_MESSAGES.insufficient,
            REDEEM_MESSAGES.limitReached,
            LIMIT_REFUSALS.soldOut,
            POOL_REFUSALS.empty,
            LIMIT_REFUSALS.placeSpent,
            LIMIT_REFUSALS.placeSpentMonth,
            ...LIMIT_PERIODS.map((period) => LIMIT_REFUSALS.perCustomer(placeholder('n'), period)),
          ]),
          404: errorResponse(404, [REDEEM_MESSAGES.offerNotFound]),
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
