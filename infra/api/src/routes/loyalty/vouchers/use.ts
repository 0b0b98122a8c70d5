import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Voucher, VoucherUseBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notAuthenticated } from '../../../domain/http-error.ts';
import { burnAmounts, centsToNumeric, POINT_VALUE_CENTS, parseCents } from '../../../domain/money.ts';
import { scopeOf } from '../../../domain/principal.ts';
import { REDEEM_MESSAGES } from '../../../repositories/vouchers.ts';
import { unburned, voucherBody } from './voucher-json.ts';

const MAX_PURCHASE_CENTS = 99_999_999_999; // numeric(12, 2)

/**
 * POST /api/v1/loyalty/vouchers/use/ — a back-office user burns a voucher: is_used, used_at,
 * burned_by = caller and the BRL values of the report. DEALERSHIP only at its own dealership, PARCEIRO
 * only vouchers of its stores, ADMIN any. Unknown or out-of-scope code → 404; already used → 400.
 */
export default async function useVoucher(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/use/',
    {
      onRequest: app.requireCapability('vouchers.use'),
      config: { audit: { action: 'burn', targetType: 'voucher' } },
      schema: {
        body: VoucherUseBody,
        response: { 200: Voucher, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const scope = scopeOf(principal);
      const dealershipId = request.body.dealership_id ?? null;
      if (scope.kind === 'dealership' && dealershipId !== null && dealershipId !== scope.dealershipId)
        throw forbidden();
      if (scope.kind === 'partner' && dealershipId !== null) throw forbidden();

      let valueCents: number | null = null;
      const purchase = request.body.purchase_value;
      if (purchase !== undefined && purchase !== null && purchase !== '') {
        valueCents = parseCents(purchase);
        if (valueCents === null || valueCents > MAX_PURCHASE_CENTS)
          throw new HttpError(400, {
            purchase_value: ['Informe um valor em reais com até duas casas decimais.'],
          });
      }

      const code = request.body.voucher_code.trim().toUpperCase();
      const voucher = await app.vouchersRepository.findByCode(code, scope);
      if (!voucher) throw new HttpError(404, { detail: REDEEM_MESSAGES.voucherNotFound });
      if (voucher.isUsed) throw new HttpError(400, { detail: REDEEM_MESSAGES.voucherUsed });
      if (dealershipId !== null && voucher.dealershipId !== dealershipId)
        throw new HttpError(400, { dealership_id: ['Este voucher não pertence a esta concessionária.'] });

      const amounts = burnAmounts(
        valueCents ?? voucher.pointsSpent * POINT_VALUE_CENTS,
        voucher.discountPercentage,
      );
      const burned = await app.vouchersRepository.burn(voucher.id, principal.id, {
        totalValueOffer: centsToNumeric(amounts.value),
        totalDiscountApplied: centsToNumeric(amounts.discount),
        totalValueSpentByUser: centsToNumeric(amounts.spent),
        referenceCode: request.body.reference_code?.trim() || null,
      });
      const body = voucherBody(burned);
      request.auditChanges(unburned(body), body);
      return body;
    },
  );
}
