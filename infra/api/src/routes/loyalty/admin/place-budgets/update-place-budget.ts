import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, PlaceBudget, PlaceBudgetBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { auditedUpdate } from '../../../audited-update.ts';
import { PLACE_BUDGET_REFUSALS, placeBudgetJson, placeBudgetValues } from './place-budget-helpers.ts';

/**
 * PUT /api/v1/loyalty/admin/place-budgets/{id}/ — new limits (or period, or place); what was used
 * stays counted, so raising a spent budget makes the place's offers redeemable again at once.
 */
export default async function updatePlaceBudget(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('budgets.manage'),
      config: { audit: { action: 'update', targetType: 'place_budget' } },
      schema: {
        params: IdParams,
        body: PlaceBudgetBody,
        response: {
          200: PlaceBudget,
          400: errorResponse(400, PLACE_BUDGET_REFUSALS),
          404: errorResponse(404),
        },
      },
    },
    async (request) => {
      const repo = app.placeBudgetsRepository;
      return auditedUpdate(
        request,
        request.params.id,
        (id) => repo.get(id),
        placeBudgetJson,
        async (before) => {
          const values = await placeBudgetValues(app, request.body, before.id);
          await repo.update(before.id, values);
        },
      );
    },
  );
}
