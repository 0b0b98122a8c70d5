import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Detail } from '../common/schemas.ts';
import { buildReport, Report, ReportQuery, reportFilter } from './report-query.ts';

/**
 * GET /api/v1/reports/redemption-reports/ — redemptions in the period with the six totals, scoped
 * (DEALERSHIP its dealership, PARCEIRO its partner's stores; naming another tenant → 403).
 */
export default async function redemptionReports(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/reports/redemption-reports/',
    {
      onRequest: app.authenticate,
      schema: { querystring: ReportQuery, response: { 200: Report, 401: Detail, 403: Detail } },
    },
    async (request) => (await buildReport(app, reportFilter(request, request.query))).body,
  );
}
