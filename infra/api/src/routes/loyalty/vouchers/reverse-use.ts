import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, errorResponse, Voucher, VoucherReverseUseBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notAuthenticated } from '../../../domain/http-error.ts';
import { LIFECYCLE_MESSAGES, reasonOf } from '../../../domain/lifecycle-messages.ts';
import { roleOf } from '../../../domain/principal.ts';
import { reverseBurn } from '../../../repositories/voucher-reversal.ts';
import { readProgrammeSettings } from '../../../services/points/programme-settings.ts';
import { counterVoucher } from './counter-voucher.ts';
import { voucherBody } from './voucher-json.ts';

/**
 * POST /api/v1/loyalty/vouchers/reverse-use/ {voucher_code, reason} — 'Estornar uso': a voucher
 * burned by mistake goes back to pendente, within the programme's window after the burn
 * (burn_reversal_hours, 24 by default), with a reason. Who may: whoever may burn it (ADMIN, the
 * voucher's own dealership or partner, with the counter flag); an ATENDENTE only its own burns;
 * another store's voucher → 403.
 */
export default async function reverseUse(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/reverse-use/',
    {
      onRequest: app.requireCapability('vouchers.reverse-use'),
      config: { audit: { action: 'reverse', targetType: 'voucher' } },
      schema: {
        body: VoucherReverseUseBody,
        response: {
          200: Voucher,
          400: Detail,
          401: Detail,
          403: errorResponse(403, [LIFECYCLE_MESSAGES.notOwnBurn]),
          404: Detail,
        },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const reason = reasonOf(request.body.reason, LIFECYCLE_MESSAGES.reverseReason);
      if (typeof reason !== 'string') throw new HttpError(400, { reason: [reason.error] });
      const voucher = await counterVoucher(app, principal, request.body.voucher_code);
      // The counter clerk gives back only its own burns (docs/product.md §6).
      if (roleOf(principal) === 'ATENDENTE' && voucher.isUsed && voucher.burnedById !== principal.id)
        throw forbidden(LIFECYCLE_MESSAGES.notOwnBurn);
      const before = voucherBody(voucher);
      const { burnReversalHours } = await readProgrammeSettings(app.db);
      const outcome = await reverseBurn(app.db, voucher.id, {
        actorId: principal.id,
        reason,
        windowHours: burnReversalHours,
      });
      if (outcome.kind === 'not-used') throw new HttpError(400, { detail: LIFECYCLE_MESSAGES.notUsed });
      if (outcome.kind === 'window-over')
        throw new HttpError(400, { detail: LIFECYCLE_MESSAGES.windowOver(outcome.hours) });
      const after = voucherBody(await counterVoucher(app, principal, voucher.voucherCode));
      request.auditChanges(before, { ...after, reason });
      return after;
    },
  );
}
