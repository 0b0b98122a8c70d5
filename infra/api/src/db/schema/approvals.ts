import type { ApprovalStatus } from '@fidelidade/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { pointsLedger } from './loyalty.ts';
import { users } from './users.ts';

/**
 * A second pair of eyes (docs/security.md, approvals): a manual points adjustment above the
 * programme's threshold is kept here, PENDING, instead of being applied; another ADMIN approves it
 * (applied once, in the approval's transaction) or rejects it with a comment.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    kind: varchar('kind', { length: 32 }).notNull().default('POINTS_ADJUSTMENT'),
    status: varchar('status', { length: 16 }).$type<ApprovalStatus>().notNull().default('PENDING'),
    /** The customer whose points the adjustment moves. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed, as requested: positive credits, negative debits. */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    /** The ledger entry the approval wrote (null: rejected, pending, or a credit kept pending). */
    ledgerEntryId: integer('ledger_entry_id').references(() => pointsLedger.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('approval_requests_kind_check', sql`${t.kind} in ('POINTS_ADJUSTMENT')`),
    check('approval_requests_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('approval_requests_decided_check', sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
    index('approval_requests_status_idx').on(t.status, t.createdAt),
  ],
);
