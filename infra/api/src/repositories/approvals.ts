import type { ApprovalRequest, ApprovalStatus } from '@fidelidade/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { approvalRequests, programmeSettings, users } from '../db/schema/index.ts';
import { type AdjustmentResult, applyAdjustment } from './customer-ledger.ts';

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
    .innerJoin(customer, eq(customer.id, approvalRequests.customerId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedById))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedById))
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(LIST_LIMIT);
  const results = rows.map(
    ({ r, customerName, requesterName, deciderName }): ApprovalRequest => ({
      id: r.id,
      kind: 'POINTS_ADJUSTMENT',
      status: r.status,
      customer: { id: r.customerId, full_name: customerName },
      points: r.points,
      reason: r.reason,
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
  | {
      kind: 'done';
      customerId: number;
      points: number;
      reason: string;
      requestedById: number | null;
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
        const result = await applyAdjustment(tx, {
          userId: row.customerId,
          points: row.points,
          reason: row.reason,
          // The ledger names who asked for the adjustment; the request keeps who approved it.
          createdById: row.requestedById ?? decision.deciderId,
        });
        if (result.kind !== 'written' && result.kind !== 'pending') {
          if (result.kind === 'awaiting-approval')
            throw new Error('an approved adjustment cannot wait again');
          return { kind: 'not-applicable', result };
        }
        adjustment = result;
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
      return {
        kind: 'done',
        customerId: row.customerId,
        points: row.points,
        reason: row.reason,
        requestedById: row.requestedById,
        adjustment,
      };
    }),
  );
}

/** The approval threshold of manual adjustments (programme_settings; null: none waits). */
export async function approvalThreshold(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ points: programmeSettings.approvalThresholdPoints })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, 1));
  return row?.points ?? null;
}

export async function setApprovalThreshold(
  db: Database,
  points: number | null,
  editorId: number,
): Promise<void> {
  await db
    .update(programmeSettings)
    .set({ approvalThresholdPoints: points, updatedById: editorId, updatedAt: new Date() })
    .where(eq(programmeSettings.id, 1));
}
