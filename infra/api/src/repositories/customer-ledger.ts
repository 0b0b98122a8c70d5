import { LEDGER_KIND_LABELS } from '@fidelidade/contract/enums';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { approvalRequests, type LedgerKind, pointsBatches, pointsLedger, users } from '../db/schema/index.ts';
import { byLabel, enumOrder, orderBy, sortableList } from '../domain/ordering.ts';
import type { Paging } from '../domain/pagination.ts';
import { ptNumber } from '../domain/pt-br-number.ts';
import type { Tx } from '../services/jobs/job-types.ts';
import { creditPoints } from '../services/points/batch-credit.ts';
import { debitPoints, spendableBalance } from '../services/points/batch-debit.ts';
import { readProgrammeSettings } from '../services/points/programme-settings.ts';

/** Filters of a customer's points history; days are Brasília calendar days, both inclusive. */
export interface HistoryFilter {
  kind?: LedgerKind | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** One customer's entries (points_ledger_user_idx finds them); `kind` sorts by its pt-BR label. */
export const HISTORY_ORDERING = sortableList(
  'users/{id}/points-history/',
  {
    created_at: pointsLedger.createdAt,
    kind: enumOrder(pointsLedger.kind, byLabel(LEDGER_KIND_LABELS)),
    points: pointsLedger.points,
  },
  pointsLedger.id,
);

export interface HistoryRow {
  id: number;
  createdAt: Date;
  kind: LedgerKind;
  points: number;
  description: string;
  reason: string | null;
  createdById: number | null;
  createdByName: string | null;
}

export interface AdjustmentInput {
  userId: number;
  /** Signed: positive credits, negative debits; never zero. */
  points: number;
  reason: string;
  createdById: number;
}

/** What an adjustment did: the entry, or why nothing was written. */
export type AdjustmentResult =
  | { kind: 'written'; entry: HistoryRow; balanceBefore: number; balanceAfter: number }
  | { kind: 'pending'; availableAt: Date; balance: number }
  | { kind: 'awaiting-approval'; approvalId: number; threshold: number }
  | { kind: 'not-found' }
  | { kind: 'anonymized' }
  | { kind: 'below-zero'; balance: number };

const author = alias(users, 'author');
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

const historyColumns = {
  id: pointsLedger.id,
  createdAt: pointsLedger.createdAt,
  kind: pointsLedger.kind,
  points: pointsLedger.points,
  description: pointsLedger.description,
  reason: pointsLedger.reason,
  createdById: pointsLedger.createdById,
  createdByName: author.fullName,
};

/** The ledger line of an adjustment, as the activity lists show it beside its reason. */
export function adjustmentDescription(points: number): string {
  const amount = ptNumber(Math.abs(points));
  return points > 0
    ? `Ajuste manual: crédito de ${amount} pontos`
    : `Ajuste manual: débito de ${amount} pontos`;
}

function historyWhere(userId: number, filter: HistoryFilter): SQL | undefined {
  return and(
    eq(pointsLedger.userId, userId),
    filter.kind ? eq(pointsLedger.kind, filter.kind) : undefined,
    filter.dateFrom ? gte(pointsLedger.createdAt, dayStart(filter.dateFrom)) : undefined,
    filter.dateTo ? lt(pointsLedger.createdAt, dayEnd(filter.dateTo)) : undefined,
  );
}

/** One customer's ledger, newest first by default (walks points_ledger_user_idx), with an exact count. */
export async function customerHistory(
  db: Database,
  userId: number,
  filter: HistoryFilter,
  p: Paging,
): Promise<{ count: number; rows: HistoryRow[] }> {
  const order = orderBy(filter.ordering, HISTORY_ORDERING);
  const condition = historyWhere(userId, filter);
  const [total] = await db.select({ value: count() }).from(pointsLedger).where(condition);
  const rows = await db
    .select(historyColumns)
    .from(pointsLedger)
    .leftJoin(author, eq(author.id, pointsLedger.createdById))
    .where(condition)
    .orderBy(...order)
    .limit(p.pageSize)
    .offset(p.offset);
  return { count: total?.value ?? 0, rows };
}

/**
 * A manual adjustment in one transaction. The customer row is locked first (spendableBalance), so
 * concurrent adjustments and redemptions of the same customer run one after the other and each
 * sees the balance the previous one left: a debit can never take it below zero. A credit is a
 * batch (docs/architecture.md §5, points lifecycle): available at once unless the programme keeps
 * manual credits pending, in which case no entry is written yet; a debit is paid by the batches.
 * An adjustment of more than the programme's approval threshold (either way) is not applied: it is
 * recorded as an approval request for another ADMIN (repositories/approvals.ts applies it).
 */
export async function adjustPoints(db: Database, input: AdjustmentInput): Promise<AdjustmentResult> {
  return retryTransaction(() =>
    db.transaction(async (tx): Promise<AdjustmentResult> => {
      const settings = await readProgrammeSettings(tx);
      const threshold = settings.approvalThresholdPoints;
      if (threshold === null || Math.abs(input.points) <= threshold) return applyAdjustment(tx, input);
      const [customer] = await tx
        .select({ anonymizedAt: users.anonymizedAt })
        .from(users)
        .where(and(eq(users.id, input.userId), eq(users.userType, 'CLIENTE')));
      if (!customer) return { kind: 'not-found' };
      if (customer.anonymizedAt) return { kind: 'anonymized' };
      const [request] = await tx
        .insert(approvalRequests)
        .values({
          customerId: input.userId,
          points: input.points,
          reason: input.reason,
          requestedById: input.createdById,
        })
        .returning({ id: approvalRequests.id });
      if (!request) throw new Error('approval request not written');
      return { kind: 'awaiting-approval', approvalId: request.id, threshold };
    }),
  );
}

/** The adjustment itself, inside the caller's transaction (an approval applies it there too). */
export async function applyAdjustment(tx: Tx, input: AdjustmentInput): Promise<AdjustmentResult> {
  const now = new Date();
  const [customer] = await tx
    .select({ dealershipId: users.dealershipId, anonymizedAt: users.anonymizedAt })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.userType, 'CLIENTE')))
    .for('update');
  if (!customer) return { kind: 'not-found' };
  if (customer.anonymizedAt) return { kind: 'anonymized' };
  const balance = await spendableBalance(tx, input.userId, now);
  if (balance + input.points < 0) return { kind: 'below-zero', balance };
  const common = {
    userId: input.userId,
    description: adjustmentDescription(input.points),
    reason: input.reason,
    createdById: input.createdById,
    // Shown to the customer's dealership in its activity lists, like the customer's own entries.
    dealershipId: customer.dealershipId,
  };
  let entryId: number | null;
  if (input.points > 0) {
    const settings = await readProgrammeSettings(tx);
    const [batchId] = await creditPoints(
      tx,
      [{ ...common, source: 'ADJUSTMENT', points: input.points, earnedAt: now }],
      settings,
      now,
    );
    const [batch] = await tx
      .select({ entryId: pointsBatches.creditEntryId, availableAt: pointsBatches.availableAt })
      .from(pointsBatches)
      .where(eq(pointsBatches.id, batchId ?? 0));
    if (!batch) throw new Error('adjustment batch vanished');
    if (batch.entryId === null) return { kind: 'pending', availableAt: batch.availableAt, balance };
    entryId = batch.entryId;
  } else {
    entryId = (await debitPoints(tx, { ...common, points: -input.points, kind: 'ADJUSTMENT' }, now)).entryId;
  }
  const [entry] = await tx
    .select(historyColumns)
    .from(pointsLedger)
    .leftJoin(author, eq(author.id, pointsLedger.createdById))
    .where(eq(pointsLedger.id, entryId));
  if (!entry) throw new Error(`ledger entry ${entryId} vanished`);
  return { kind: 'written', entry, balanceBefore: balance, balanceAfter: balance + input.points };
}
