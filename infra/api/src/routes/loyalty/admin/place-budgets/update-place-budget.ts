import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, PlaceBudget, PlaceBudgetBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../domain/http-error.ts';
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
      const before = await repo.get(request.params.id);
      if (!before) throw notFound();
      const values = await placeBudgetValues(app, request.body, before.id);
      await repo.update(before.id, values);
      const after = await repo.get(before.id);
      if (!after) throw notFound();
      request.auditChanges(placeBudgetJson(before), placeBudgetJson(after));
      return placeBudgetJson(after);
    },
  );
}
