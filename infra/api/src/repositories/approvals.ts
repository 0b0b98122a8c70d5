import type { ApprovalRequest, ApprovalSettings, ApprovalStatus } from '@fidelidade/contract';
import type { ApprovalKind } from '@fidelidade/contract/enums';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { approvalRequests, programmeSettings, users } from '../db/schema/index.ts';
import type { OfferBudgetPayload } from '../domain/offer-exposure.ts';
import { type AdjustmentResult, applyAdjustment } from './customer-ledger.ts';
import { applyOfferBudget } from './offer-approvals.ts';
import { saveRuleVersion } from './rule-versions.ts';

const customer = alias(users, 'customer');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** The newest requests a list answers (the pending ones are few: each is an exception). */
const LIST_LIMIT = 100;

const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, full_name: name };

/** Requests of one status, newest first, with how many there are. */
export async function listApprovals(
  db: Database,
  status: ApprovalStatus,
): Promise<{ count: number; results: ApprovalRequest[] }> {
  const where = eq(approvalRequests.status, status);
  const [total] = await db.select({ value: count() }).from(approvalRequests).where(where);
  const rows = await db
    .select({
      r: approvalRequests,
      customerName: customer.fullName,
      requesterName: requester.fullName,
      deciderName: decider.fullName,
    })
    .from(approvalRequests)
    .leftJoin(customer, eq(customer.id, approvalRequests.customerId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedById))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedById))
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(LIST_LIMIT);
  const results = rows.map(
    ({ r, customerName, requesterName, deciderName }): ApprovalRequest => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      customer: person(r.customerId, customerName),
      points: r.points,
      reason: r.reason,
      summary: r.summary,
      requested_by: person(r.requestedById, requesterName),
      created_at: r.createdAt.toISOString(),
      decided_by: person(r.decidedById, deciderName),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decision_comment: r.decisionComment,
    }),
  );
  return { count: total?.value ?? 0, results };
}

export interface Decision {
  id: number;
  deciderId: number;
  approve: boolean;
  comment: string | null;
}

/** What a decision did, or why nothing changed. */
export type DecisionResult =
  | { kind: 'not-found' }
  | { kind: 'own-request' }
  | { kind: 'decided'; status: ApprovalStatus }
  /** The adjustment cannot be applied now (balance, customer removed): the request stays pending. */
  | {
      kind: 'not-applicable';
      result: Exclude<AdjustmentResult, { kind: 'written' | 'pending' | 'awaiting-approval' }>;
    }
  /** The rule or offer the request changes is gone: the request stays pending (reject it). */
  | { kind: 'target-gone' }
  | {
      kind: 'done';
      request: typeof approvalRequests.$inferSelect;
      adjustment: Extract<AdjustmentResult, { kind: 'written' | 'pending' }> | null;
    };

/**
 * Approves or rejects one request in one transaction. The request row is locked first, so two
 * ADMINs deciding at once run one after the other and the second finds it decided: an approval
 * applies its adjustment exactly once. Whoever asked never decides (per object, not per role).
 */
export async function decideApproval(db: Database, decision: Decision): Promise<DecisionResult> {
  return retryTransaction(() =>
    db.transaction(async (tx): Promise<DecisionResult> => {
      const [row] = await tx
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.id, decision.id))
        .for('update');
      if (!row) return { kind: 'not-found' };
      if (row.requestedById === decision.deciderId) return { kind: 'own-request' };
      if (row.status !== 'PENDING') return { kind: 'decided', status: row.status };
      let adjustment: Extract<AdjustmentResult, { kind: 'written' | 'pending' }> | null = null;
      if (decision.approve) {
        // The change names who asked for it; the request keeps who approved it.
        const requester = row.requestedById ?? decision.deciderId;
        if (row.kind === 'POINTS_ADJUSTMENT') {
          const result = await applyAdjustment(tx, {
            userId: row.customerId ?? 0,
            points: row.points ?? 0,
            reason: row.reason ?? '',
            createdById: requester,
          });
          if (result.kind !== 'written' && result.kind !== 'pending') {
            if (result.kind === 'awaiting-approval')
              throw new Error('an approved adjustment cannot wait again');
            return { kind: 'not-applicable', result };
          }
          adjustment = result;
        } else if (!(await applyChange(tx, row, requester))) return { kind: 'target-gone' };
      }
      await tx
        .update(approvalRequests)
        .set({
          status: decision.approve ? 'APPROVED' : 'REJECTED',
          decidedById: decision.deciderId,
          decidedAt: new Date(),
          decisionComment: decision.comment,
          ledgerEntryId: adjustment?.kind === 'written' ? adjustment.entry.id : null,
        })
        .where(and(eq(approvalRequests.id, row.id), eq(approvalRequests.status, 'PENDING')));
      return { kind: 'done', request: row, adjustment };
    }),
  );
}

/** A rule's new version as requested (POINTS_RULE payload). */
export interface RuleChangePayload {
  name: string;
  weight: string;
  is_active: boolean;
  /** ISO; null: from the moment it is approved. */
  effective_from: string | null;
}

/** Applies an approved POINTS_RULE or OFFER_BUDGET request; false when its target is gone. */
async function applyChange(
  db: Database,
  row: typeof approvalRequests.$inferSelect,
  requesterId: number,
): Promise<boolean> {
  const target = row.targetId ?? 0;
  if (row.kind === 'OFFER_BUDGET') return applyOfferBudget(db, target, row.payload as OfferBudgetPayload);
  const change = row.payload as unknown as RuleChangePayload;
  return saveRuleVersion(db, target, {
    name: change.name,
    weight: change.weight,
    isActive: change.is_active,
    effectiveFrom: change.effective_from ? new Date(change.effective_from) : new Date(),
    createdById: requesterId,
  });
}

/**
 * Records a rule's or an offer's change as PENDING. An earlier pending request for the same target
 * is superseded (rejected, saying so): the newest change is the one a second ADMIN decides. Two
 * statements: callers run it in the transaction that writes the change it holds back.
 */
export async function requestApproval(
  db: Database,
  request: {
    kind: Exclude<ApprovalKind, 'POINTS_ADJUSTMENT'>;
    targetId: number;
    payload: Record<string, unknown>;
    summary: string;
    requestedById: number;
  },
): Promise<number> {
  await db
    .update(approvalRequests)
    .set({ status: 'REJECTED', decidedAt: new Date(), decisionComment: SUPERSEDED })
    .where(
      and(
        eq(approvalRequests.kind, request.kind),
        eq(approvalRequests.targetId, request.targetId),
        eq(approvalRequests.status, 'PENDING'),
      ),
    );
  const [row] = await db.insert(approvalRequests).values(request).returning({ id: approvalRequests.id });
  return row?.id ?? 0;
}

const SUPERSEDED = 'Substituída por uma solicitação mais recente.';

/** The programme's approval settings (programme_settings). */
export async function approvalSettings(db: Database): Promise<ApprovalSettings> {
  const [row] = await db
    .select({
      adjustment: programmeSettings.approvalThresholdPoints,
      rules: programmeSettings.ruleChangesNeedApproval,
      offers: programmeSettings.offerBudgetThresholdPoints,
    })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, 1));
  return {
    points_adjustment_threshold: row?.adjustment ?? null,
    rule_changes_need_approval: row?.rules ?? false,
    offer_budget_threshold_points: row?.offers ?? null,
  };
}

export async function setApprovalSettings(
  db: Database,
  body: Partial<ApprovalSettings>,
  editorId: number,
): Promise<void> {
  await db
    .update(programmeSettings)
    .set({
      ...(body.points_adjustment_threshold !== undefined
        ? { approvalThresholdPoints: body.points_adjustment_threshold }
        : {}),
      ...(body.rule_changes_need_approval !== undefined
        ? { ruleChangesNeedApproval: body.rule_changes_need_approval }
        : {}),
      ...(body.offer_budget_threshold_points !== undefined
        ? { offerBudgetThresholdPoints: body.offer_budget_threshold_points }
        : {}),
      updatedById: editorId,
      updatedAt: new Date(),
    })
    .where(eq(programmeSettings.id, 1));
}

/** The approval threshold of manual adjustments (programme_settings; null: none waits). */
export async function approvalThreshold(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ points: programmeSettings.approvalThresholdPoints })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, 1));
  return row?.points ?? null;
}
