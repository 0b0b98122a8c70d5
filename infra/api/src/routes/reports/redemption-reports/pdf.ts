import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, RedemptionReportPdf, ReportQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { selectBatches } from '../../../db/select-batches.ts';
import { REVERSED_PERIOD, saoPauloDay } from '../../../domain/calendar-day.ts';
import { streamReportPdf } from '../../../services/report-pdf.ts';
import { averageDiscount, reportFilter } from './report-query.ts';

/**
 * GET /api/v1/reports/redemption-reports/pdf/ — the same report as a PDF download (pt-BR), every row
 * of the period read through a server-side cursor and streamed (flat memory at a million rows).
 */
export default async function redemptionReportsPdf(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pdf/',
    {
      onRequest: app.requireCapability('reports.read'),
      schema: {
        querystring: ReportQuery,
        response: { 200: RedemptionReportPdf, 400: errorResponse(400, [REVERSED_PERIOD]) },
      },
    },
    async (request, reply) => {
      const filter = reportFilter(request, request.query);
      const totals = await app.reportsRepository.totals(filter);
      // A scoped user's report is its own tenant's even without the filter: name it in the header.
      const partnerId =
        filter.partnerId ?? (filter.scope.kind === 'partner' ? filter.scope.partnerId : undefined);
      const dealershipId =
        filter.dealershipId ?? (filter.scope.kind === 'dealership' ? filter.scope.dealershipId : undefined);
      const [partner, dealership] = await Promise.all([
        partnerId === undefined ? null : app.reportsRepository.partnerName(partnerId),
        dealershipId === undefined ? null : app.reportsRepository.dealershipName(dealershipId),
      ]);
      const now = new Date();
      const batches = selectBatches(app.dbHandle, app.reportsRepository.rowsQuery(filter))[
        Symbol.asyncIterator
      ]();
      // The first batch before any byte is sent: a query that fails is still the usual JSON error.
      const first = await batches.next();
      const pdf = streamReportPdf(
        {
          totals,
          averageDiscount: averageDiscount(totals),
          filters: { partner, dealership, dateFrom: filter.dateFrom, dateTo: filter.dateTo },
          generatedAt: now,
        },
        first,
        batches,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="relatorio_resgates_${saoPauloDay(now)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
