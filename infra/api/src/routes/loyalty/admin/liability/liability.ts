import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Liability, LiabilityQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { dayPeriod, saoPauloDay } from '../../../../domain/calendar-day.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { liability } from '../../../../repositories/liability.ts';
import { readProgrammeSettings } from '../../../../services/points/programme-settings.ts';

/**
 * GET /api/v1/loyalty/admin/liability/?date_from&date_to — what the programme owes in the caller's
 * scope (ADMIN all, DEALERSHIP its dealership, PARCEIRO its stores): points outstanding, pending,
 * expiring in 30/60/90 days, and expired and spent in the period (default: the last 30 days),
 * each in points and in R$.
 */
export default async function liabilityRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('liability.read'),
      schema: {
        querystring: LiabilityQuery,
        response: { 200: Liability, 400: Detail, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const today = saoPauloDay(new Date());
      const asked = dayPeriod(request.query);
      const from = asked.dateFrom ?? saoPauloDay(new Date(Date.now() - 29 * 86_400_000));
      const to = asked.dateTo ?? today;
      const { pointValueCents } = await readProgrammeSettings(app.db);
      return liability(app.db, requestScope(request), { from, to, today }, pointValueCents);
    },
  );
}
