import type { ApprovalStatus } from '@fidelidade/contract';
import type { ApprovalKind } from '@fidelidade/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { pointsLedger } from './loyalty.ts';
import { users } from './users.ts';

/**
 * A second pair of eyes (docs/security.md, approvals): a manual points adjustment above the
 * programme's threshold, a points rule's edit (when the programme asks for it) and an offer's budget
 * above its threshold are kept here, PENDING, instead of being applied; another ADMIN approves
 * (applied once, in the approval's transaction) or rejects with a comment.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    kind: varchar('kind', { length: 32 }).$type<ApprovalKind>().notNull().default('POINTS_ADJUSTMENT'),
    status: varchar('status', { length: 16 }).$type<ApprovalStatus>().notNull().default('PENDING'),
    /** The customer whose points the adjustment moves. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Signed, as requested: positive credits, negative debits (adjustments only). */
    points: integer('points'),
    reason: text('reason'),
    /** The rule or offer a POINTS_RULE or OFFER_BUDGET request changes. */
    targetId: integer('target_id'),
    /** The change as it will be applied (the rule's new version, the offer's budgets). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** What the change is, in the words the approvals tab shows (pt-BR). */
    summary: text('summary'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    /** The ledger entry the approval wrote (null: rejected, pending, or a credit kept pending). */
    ledgerEntryId: integer('ledger_entry_id').references(() => pointsLedger.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'approval_requests_kind_check',
      sql`${t.kind} in ('POINTS_ADJUSTMENT', 'POINTS_RULE', 'OFFER_BUDGET')`,
    ),
    check(
      'approval_requests_shape_check',
      sql`case when ${t.kind} = 'POINTS_ADJUSTMENT' then ${t.customerId} is not null and ${t.points} is not null and ${t.reason} is not null else ${t.targetId} is not null and ${t.payload} is not null end`,
    ),
    index('approval_requests_target_idx').on(t.kind, t.targetId, t.status),
    check('approval_requests_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('approval_requests_decided_check', sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
    index('approval_requests_status_idx').on(t.status, t.createdAt),
  ],
);
