import { PointsRule, PointsRuleListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { pointsRuleVersions } from '../../../../db/schema/index.ts';
import type { RuleRow } from '../../../../repositories/loyalty-admin.ts';
import { applyRulesInForce, nextChanges } from '../../../../repositories/rule-versions.ts';
import { listRoute } from '../../../list-route.ts';

/** A rule and its next dated edit, not yet in force. */
interface RuleWithChange {
  rule: RuleRow;
  change: typeof pointsRuleVersions.$inferSelect | undefined;
}

const ruleItem = ({ rule, change }: RuleWithChange): PointsRule => ({
  id: rule.id,
  name: rule.name,
  transaction_type_key: rule.transactionTypeKey,
  weight: Number(rule.weight),
  is_active: rule.isActive,
  next_change: change
    ? {
        name: change.name,
        weight: Number(change.weight),
        is_active: change.isActive,
        effective_from: change.effectiveFrom.toISOString(),
      }
    : null,
});

/** GET /api/v1/loyalty/admin/rules/pontuation/ — points rules by id (any back-office user may read). */
export default async function pointsRules(app: FastifyInstance) {
  listRoute(app, {
    url: '/pontuation/',
    onRequest: app.requireCapability('rules.read'),
    query: PointsRuleListQuery,
    item: PointsRule,
    filter: async (_request, query) => {
      // Dated edits whose day has come are in force from now on (points lifecycle).
      await applyRulesInForce(app.db);
      return { ordering: query.ordering };
    },
    page: async ({ ordering }, p) => {
      const { count, rows } = await app.loyaltyAdminRepository.rules(ordering, p);
      const next = await nextChanges(app.db);
      return { count, rows: rows.map((rule) => ({ rule, change: next.get(rule.id) })) };
    },
    toItem: ruleItem,
  });
}
