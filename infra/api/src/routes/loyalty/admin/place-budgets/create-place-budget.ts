import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, PlaceBudget, PlaceBudgetBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { principalId } from '../../../communications/communication-helpers.ts';
import { PLACE_BUDGET_REFUSALS, placeBudgetJson, placeBudgetValues } from './place-budget-helpers.ts';

/** POST /api/v1/loyalty/admin/place-budgets/ — ADMIN sets a budget for every offer of one place. */
export default async function createPlaceBudget(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('budgets.manage'),
      config: { audit: { action: 'create', targetType: 'place_budget' } },
      schema: {
        body: PlaceBudgetBody,
        response: { 201: PlaceBudget, 400: errorResponse(400, PLACE_BUDGET_REFUSALS) },
      },
    },
    async (request, reply) => {
      const values = await placeBudgetValues(app, request.body, null);
      const id = await app.placeBudgetsRepository.create(values, principalId(request));
      const row = await app.placeBudgetsRepository.get(id);
      if (!row) throw new Error('orçamento recém-criado não encontrado');
      return reply.code(201).send(placeBudgetJson(row));
    },
  );
}
