import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../domain/http-error.ts';
import { placeBudgetJson } from './place-budget-helpers.ts';

/** DELETE /api/v1/loyalty/admin/place-budgets/{id}/ — the place's offers are limited by their own budgets only. */
export default async function deletePlaceBudget(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/:id/',
    {
      onRequest: app.requireCapability('budgets.manage'),
      config: { audit: { action: 'delete', targetType: 'place_budget' } },
      schema: { params: IdParams, response: { 204: NoContent, 404: errorResponse(404) } },
    },
    async (request, reply) => {
      const repo = app.placeBudgetsRepository;
      const row = await repo.get(request.params.id);
      if (!row) throw notFound();
      await repo.delete(row.id);
      request.auditChanges(placeBudgetJson(row), null);
      return reply.code(204).send(null);
    },
  );
}
