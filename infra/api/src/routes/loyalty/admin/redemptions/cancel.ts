import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, RedemptionCancelBody, Voucher } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { redemptions } from '../../../../db/schema/index.ts';
import { HttpError, notAuthenticated, notFound } from '../../../../domain/http-error.ts';
import { LIFECYCLE_MESSAGES, reasonOf } from '../../../../domain/lifecycle-messages.ts';
import { cancelRedemption } from '../../../../services/points/redemption-cancel.ts';
import { counterVoucher } from '../../../loyalty/vouchers/counter-voucher.ts';
import { voucherBody } from '../../../loyalty/vouchers/voucher-json.ts';

/**
 * POST /api/v1/loyalty/admin/redemptions/{id}/cancel/ {reason} — 'Cancelar resgate': a voucher not
 * yet used is withdrawn and its points return to the customer with their original dates
 * (services/points/redemption-cancel.ts). Within the caller's scope (another store's → 403, an
 * unknown id → 404); a used voucher → 400 pointing to 'Estornar uso'.
 */
export default async function cancelRedemptionRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/cancel/',
    {
      onRequest: app.requireCapability('redemptions.cancel'),
      config: { audit: { action: 'cancel', targetType: 'voucher' } },
      schema: {
        params: IdParams,
        body: RedemptionCancelBody,
        response: { 200: Voucher, 400: Detail, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const reason = reasonOf(request.body.reason, LIFECYCLE_MESSAGES.cancelReason);
      if (typeof reason !== 'string') throw new HttpError(400, { reason: [reason.error] });
      const [row] = await app.db
        .select({ code: redemptions.voucherCode })
        .from(redemptions)
        .where(eq(redemptions.id, request.params.id));
      if (!row) throw notFound();
      const voucher = await counterVoucher(app, principal, row.code);
      const outcome = await cancelRedemption(app.db, voucher.id, { actorId: principal.id, reason });
      if (outcome.kind === 'used') throw new HttpError(400, { detail: LIFECYCLE_MESSAGES.cancelUsed });
      if (outcome.kind === 'cancelled-already')
        throw new HttpError(400, { detail: LIFECYCLE_MESSAGES.cancelledAlready });
      const after = voucherBody(await counterVoucher(app, principal, row.code));
      request.auditChanges(voucherBody(voucher), { ...after, reason, points_returned: outcome.points });
      return after;
    },
  );
}
