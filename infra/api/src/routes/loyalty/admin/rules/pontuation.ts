import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, PointsRule, PointsRuleListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { applyRulesInForce, nextChanges } from '../../../../repositories/rule-versions.ts';

/** GET /api/v1/loyalty/admin/rules/pontuation/ — points rules by id (any back-office user may read). */
export default async function pointsRules(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pontuation/',
    {
      onRequest: app.requireCapability('rules.read'),
      schema: {
        querystring: PointsRuleListQuery,
        response: { 200: PageOf(PointsRule), 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      // Dated edits whose day has come are in force from now on (points lifecycle).
      await applyRulesInForce(app.db);
      const { count, rows } = await app.loyaltyAdminRepository.rules(request.query.ordering, p);
      const next = await nextChanges(app.db);
      const results = rows.map((row) => {
        const change = next.get(row.id);
        return {
          id: row.id,
          name: row.name,
          transaction_type_key: row.transactionTypeKey,
          weight: Number(row.weight),
          is_active: row.isActive,
          next_change: change
            ? {
                name: change.name,
                weight: Number(change.weight),
                is_active: change.isActive,
                effective_from: change.effectiveFrom.toISOString(),
              }
            : null,
        };
      });
      return pageBody(request, p, count, results);
    },
  );
}
