import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { VoucherCodeParams, VoucherDetail } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../../domain/http-error.ts';
import { readProgrammeSettings } from '../../../../services/points/programme-settings.ts';
import { COUNTER_RESPONSES, counterVoucher } from '../counter-voucher.ts';
import { voucherDetailBody } from '../voucher-json.ts';

/**
 * GET /api/v1/loyalty/vouchers/code/{code}/ — the voucher counter's look-up before burning (any
 * status: a used voucher shows when and by whom, and until when its use may be given back). Same
 * guard and answers as POST vouchers/use/: unknown code 404, another store's 403.
 */
export default async function voucherByCode(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:code/',
    {
      onRequest: app.requireCapability('vouchers.use'),
      schema: {
        params: VoucherCodeParams,
        response: { 200: VoucherDetail, ...COUNTER_RESPONSES },
      },
    },
    async (request) => {
      if (!request.principal) throw notAuthenticated();
      const voucher = await counterVoucher(app, request.principal, request.params.code);
      const { burnReversalHours } = await readProgrammeSettings(app.db);
      return voucherDetailBody(voucher, burnReversalHours);
    },
  );
}
