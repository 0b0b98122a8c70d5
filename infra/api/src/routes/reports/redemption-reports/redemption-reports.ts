import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, RedemptionReport, ReportQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { buildReport, reportFilter } from './report-query.ts';

/**
 * GET /api/v1/reports/redemption-reports/ — redemptions in the period with the six totals, scoped
 * (DEALERSHIP its dealership, PARCEIRO its partner's stores; naming another tenant → 403).
 */
export default async function redemptionReports(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('reports.read'),
      schema: { querystring: ReportQuery, response: { 200: RedemptionReport, 401: Detail, 403: Detail } },
    },
    async (request) => (await buildReport(app, reportFilter(request, request.query))).body,
  );
}
