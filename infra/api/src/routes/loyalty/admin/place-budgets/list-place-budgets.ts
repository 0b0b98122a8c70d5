import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PlaceBudgetList } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../../plugins/auth.ts';
import { placeBudgetJson } from './place-budget-helpers.ts';

/** GET /api/v1/loyalty/admin/place-budgets/ — the budgets of the caller's places, with this period's use. */
export default async function listPlaceBudgets(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('budgets.read'),
      schema: { response: { 200: PlaceBudgetList } },
    },
    async (request) => (await app.placeBudgetsRepository.list(requestScope(request))).map(placeBudgetJson),
  );
}
