import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, PURCHASE_VALUE_MESSAGE, Voucher, VoucherUseBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notAuthenticated } from '../../../domain/http-error.ts';
import { LIFECYCLE_MESSAGES } from '../../../domain/lifecycle-messages.ts';
import { burnAmounts, centsToNumeric, parseCents } from '../../../domain/money.ts';
import { scopeOf } from '../../../domain/principal.ts';
import { readProgrammeSettings } from '../../../services/points/programme-settings.ts';
import { ALREADY_USED, alreadyUsed, COUNTER_RESPONSES, counterVoucher } from './counter-voucher.ts';
import { unburned, voucherBody } from './voucher-json.ts';

const MAX_PURCHASE_CENTS = 99_999_999_999; // numeric(12, 2)
const NOT_THIS_DEALERSHIP = 'Este voucher não pertence a esta concessionária.';

/**
 * POST /api/v1/loyalty/vouchers/use/ — a back-office user burns a voucher: is_used, used_at,
 * burned_by = caller and the BRL values of the report. DEALERSHIP only at its own dealership, PARCEIRO
 * only vouchers of its stores, ATENDENTE of its dealership or its one store, ADMIN any; a
 * DEALERSHIP/PARCEIRO account also needs
 * account_for_qr_code_burn (the capability table's FLAG_REQUIRED). Unknown code → 404; another
 * store's → 403; already used → 400 saying when and by whom.
 */
export default async function useVoucher(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/use/',
    {
      onRequest: app.requireCapability('vouchers.use'),
      config: { audit: { action: 'burn', targetType: 'voucher' } },
      schema: {
        body: VoucherUseBody,
        response: {
          200: Voucher,
          400: errorResponse(400, [
            ALREADY_USED,
            NOT_THIS_DEALERSHIP,
            PURCHASE_VALUE_MESSAGE,
            LIFECYCLE_MESSAGES.voucherCancelled,
          ]),
          ...COUNTER_RESPONSES,
        },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const scope = scopeOf(principal);
      const dealershipId = request.body.dealership_id ?? null;
      if (scope.kind === 'dealership' && dealershipId !== null && dealershipId !== scope.dealershipId)
        throw forbidden();
      if ((scope.kind === 'partner' || scope.kind === 'store') && dealershipId !== null) throw forbidden();

      let valueCents: number | null = null;
      const purchase = request.body.purchase_value;
      // Blank is none; the contract's VoucherUseBody has refused anything but BRL with two decimals.
      if (purchase !== undefined && purchase !== null && String(purchase).trim() !== '') {
        valueCents = parseCents(purchase);
        if (valueCents === null || valueCents > MAX_PURCHASE_CENTS)
          throw new HttpError(400, { purchase_value: [PURCHASE_VALUE_MESSAGE] });
      }

      const voucher = await counterVoucher(app, principal, request.body.voucher_code);
      if (voucher.cancelledAt) throw new HttpError(400, { detail: LIFECYCLE_MESSAGES.voucherCancelled });
      if (voucher.isUsed) throw alreadyUsed(voucher);
      if (dealershipId !== null && voucher.dealershipId !== dealershipId)
        throw new HttpError(400, { dealership_id: [NOT_THIS_DEALERSHIP] });

      // Without a purchase value the voucher is worth its points at the programme's point value.
      const { pointValueCents } = await readProgrammeSettings(app.db);
      const amounts = burnAmounts(
        valueCents ?? voucher.pointsSpent * pointValueCents,
        voucher.discountPercentage,
      );
      const burned = await app.vouchersRepository.burn(voucher.id, principal.id, {
        totalValueOffer: centsToNumeric(amounts.value),
        totalDiscountApplied: centsToNumeric(amounts.discount),
        totalValueSpentByUser: centsToNumeric(amounts.spent),
        referenceCode: request.body.reference_code?.trim() || null,
      });
      // Another counter burned it between the read and the update: say who, as for any used voucher.
      if (!burned) throw alreadyUsed(await counterVoucher(app, principal, voucher.voucherCode));
      const body = voucherBody(burned);
      request.auditChanges(unburned(body), body);
      return body;
    },
  );
}
