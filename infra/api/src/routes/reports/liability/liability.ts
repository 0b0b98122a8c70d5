import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, LiabilityReport, LiabilityReportQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { REVERSED_PERIOD } from '../../../domain/calendar-day.ts';
import { documentedReportExports } from '../../../plugins/openapi.ts';
import { readProgrammeSettings } from '../../../services/points/programme-settings.ts';
import { sendLiabilityCsv } from './liability-csv.ts';
import { liabilityFilter, PERIOD_TOO_LONG } from './liability-filter.ts';
import { liabilityJson } from './liability-json.ts';
import { sendLiabilityPdf } from './liability-pdf-reply.ts';

/**
 * GET /api/v1/reports/liability/?date_from&date_to&dealership_id&format — the liability report
 * (docs/api.md#liability-report): per place and São Paulo month the points credited, used and
 * expired and the month's balance, and per place the points held now, pending and expiring within
 * 30/60/90 days, each in R$ at the programme's point value. Scoped like the redemption report
 * (ADMIN all or any dealership, DEALERSHIP its own, PARCEIRO its stores; another tenant → 403).
 * JSON for the screen; `format=csv` or `format=pdf` the same report as a download. Read from the
 * rollups only.
 */
export default async function liabilityReport(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('liability.read'),
      config: { swaggerTransform: documentedReportExports },
      schema: {
        querystring: LiabilityReportQuery,
        response: { 200: LiabilityReport, 400: errorResponse(400, [REVERSED_PERIOD, PERIOD_TOO_LONG]) },
      },
    },
    async (request, reply) => {
      const filter = liabilityFilter(request, request.query);
      const { pointValueCents } = await readProgrammeSettings(app.db);
      if (request.query.format === 'csv') return sendLiabilityCsv(reply, filter, pointValueCents);
      if (request.query.format !== 'pdf') return liabilityJson(app.db, filter, pointValueCents);
      return sendLiabilityPdf(request, reply, filter, pointValueCents);
    },
  );
}
