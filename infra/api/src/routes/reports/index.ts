import type { FastifyInstance } from 'fastify';
import redemptionReports from './redemption-reports.ts';
import redemptionReportsPdf from './redemption-reports-pdf.ts';

/** Redemption reports (JSON and PDF). */
export default async function reportRoutes(app: FastifyInstance) {
  for (const route of [redemptionReports, redemptionReportsPdf]) {
    await app.register(route);
  }
}
