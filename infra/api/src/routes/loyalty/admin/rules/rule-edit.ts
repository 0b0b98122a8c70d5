import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  APPROVAL_MESSAGES,
  Detail,
  IdParams,
  PendingChange,
  PointsRule,
  PointsRuleUpdateBody,
  PointsRuleVersion,
} from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { pointsRules } from '../../../../db/schema/index.ts';
import { ruleChangeSummary } from '../../../../domain/approval-summary.ts';
import { notAuthenticated, notFound } from '../../../../domain/http-error.ts';
import type { AuditRouteConfig } from '../../../../plugins/audit.ts';
import {
  approvalSettings,
  type RuleChangePayload,
  requestApproval,
} from '../../../../repositories/approvals.ts';
import { ruleVersions, saveRuleVersion } from '../../../../repositories/rule-versions.ts';

/**
 * PUT /api/v1/loyalty/admin/rules/{id}/ {name, weight, is_active, effective_from?} — ADMIN edits a
 * points rule from a date on (default now): ERP records whose sale date is on or after it are
 * weighed by the new version, earlier sales by the one in force then; credits already made do not
 * change. When the programme asks for it (approvals/settings/), the edit is recorded as a request
 * instead (202) and a second ADMIN's approval saves it. GET …/{id}/versions/ — the rule's history,
 * newest first. Audited.
 */
export default async function ruleEdit(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 401: Detail, 403: Detail, 404: Detail };
  const current = async (id: number) => {
    const [row] = await app.db.select().from(pointsRules).where(eq(pointsRules.id, id));
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      transaction_type_key: row.transactionTypeKey,
      weight: Number(row.weight),
      is_active: row.isActive,
    };
  };

  r.put(
    '/:id/',
    {
      onRequest: app.requireCapability('rules.manage'),
      config: { audit: { action: 'update', targetType: 'points_rule' } satisfies AuditRouteConfig },
      schema: {
        params: IdParams,
        body: PointsRuleUpdateBody,
        response: { 200: PointsRule, 202: PendingChange, 400: Detail, ...errors },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const before = await current(request.params.id);
      const body = request.body;
      if ((await approvalSettings(app.db)).rule_changes_need_approval) {
        const change: RuleChangePayload = {
          name: body.name.trim(),
          weight: body.weight.toFixed(4),
          is_active: body.is_active,
          effective_from: body.effective_from ?? null,
        };
        const approvalId = await app.db.transaction((tx) =>
          requestApproval(tx, {
            kind: 'POINTS_RULE',
            targetId: before.id,
            payload: { ...change },
            summary: ruleChangeSummary(before, { ...change, weight: body.weight }),
            requestedById: principal.id,
          }),
        );
        request.auditChanges(before, { pending_approval: approvalId, ...change });
        return reply
          .code(202)
          .send({ pending_approval: true, approval_id: approvalId, detail: APPROVAL_MESSAGES.ruleWaiting });
      }
      const saved = await saveRuleVersion(app.db, request.params.id, {
        name: body.name.trim(),
        weight: body.weight.toFixed(4),
        isActive: body.is_active,
        effectiveFrom: body.effective_from ? new Date(body.effective_from) : new Date(),
        createdById: principal.id,
      });
      if (!saved) throw notFound();
      const after = await current(request.params.id);
      request.auditChanges(before, { ...after, effective_from: body.effective_from ?? null });
      return after;
    },
  );

  r.get(
    '/:id/versions/',
    {
      onRequest: app.requireCapability('rules.read'),
      schema: { params: IdParams, response: { 200: Type.Array(PointsRuleVersion), ...errors } },
    },
    async (request) => {
      await current(request.params.id);
      return ruleVersions(app.db, request.params.id);
    },
  );
}
