import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, RedemptionReport, ReportQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { REVERSED_PERIOD } from '../../../domain/calendar-day.ts';
import { paging } from '../../../domain/pagination.ts';
import { documentedCsv } from '../../../plugins/openapi.ts';
import { sendQueryCsv } from '../../../services/csv-response.ts';
import { REPORT_CSV } from './report-csv.ts';
import { buildReport, reportFilter, reportRowJson } from './report-query.ts';

/**
 * GET /api/v1/reports/redemption-reports/ — one page of the period's redemptions (`page`, `page_size`:
 * default 10, at most 100) with the six totals of the whole period, scoped
 * (DEALERSHIP its dealership, PARCEIRO its partner's stores; naming another tenant → 403).
 * `?format=csv` exports the report's rows (its `data`: same filters and scope) as CSV.
 */
export default async function redemptionReports(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('reports.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: ReportQuery,
        response: { 200: RedemptionReport, 400: errorResponse(400, [REVERSED_PERIOD]) },
      },
    },
    async (request, reply) => {
      const filter = reportFilter(request, request.query);
      if (request.query.format === 'csv')
        return sendQueryCsv(reply, REPORT_CSV, app.reportsRepository.rowsQuery(filter), reportRowJson);
      const { body, timings } = await buildReport(request, filter, paging(request.query));
      // The two queries' own times (bench/report.ts reads them): summary = the six totals' aggregate.
      reply.header(
        'server-timing',
        `summary;dur=${timings.summaryMs.toFixed(1)}, rows;dur=${timings.rowsMs.toFixed(1)}`,
      );
      return body;
    },
  );
}
