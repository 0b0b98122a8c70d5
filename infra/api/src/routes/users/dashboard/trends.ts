import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardTrends, Detail, FieldErrors, TrendsQuery } from '@fidelidade/contract';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { requestScope } from '../../../plugins/auth.ts';

const DAYS_MESSAGE = 'Use 7, 30 ou 90 dias.';

/**
 * Any refusal of `days` (not a number, or not 7/30/90) reads as the one message naming the
 * choices; the generic type/enum wording would not tell the user what to send.
 */
function daysError(errors: FastifySchemaValidationError[]): Error {
  if (errors.some((error) => error.instancePath.startsWith('/days'))) {
    return new HttpError(400, { days: [DAYS_MESSAGE] });
  }
  return new Error('Requisição inválida.');
}

/** GET /api/v1/users/dashboard/trends/?days=7|30|90 — the dashboard's per-day trends, role-scoped. */
export default async function dashboardTrendsRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/trends/',
    {
      onRequest: app.requireCapability('stats.read'),
      schema: {
        querystring: TrendsQuery,
        response: { 200: DashboardTrends, 400: FieldErrors, 401: Detail, 403: Detail },
      },
      schemaErrorFormatter: daysError,
    },
    async (request) => app.statsRepository.trends(requestScope(request), request.query.days ?? 30),
  );
}
