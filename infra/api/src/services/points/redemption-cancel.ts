import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { pointsBatches, pointsConsumptions, pointsLedger, redemptions } from '../../db/schema/index.ts';
import { releaseBudgets } from '../budgets/offer-budget.ts';
import type { Tx } from '../jobs/job-types.ts';
import { type CreditInput, creditPoints } from './batch-credit.ts';
import { spendableBalance } from './batch-debit.ts';
import { readProgrammeSettings } from './programme-settings.ts';

export type CancelOutcome =
  | { kind: 'cancelled'; points: number }
  | { kind: 'used' }
  | { kind: 'cancelled-already' };

/**
 * 'Cancelar resgate' (docs/architecture.md §5, points lifecycle): a pending voucher is withdrawn and
 * its points come back as REFUND credits, one per batch its redemption took from, each keeping that
 * batch's earn and expiry dates (a point about to expire comes back about to expire; an already
 * expired one is written off by the next expiry run). A redemption from before batches existed comes
 * back as one credit dated now. The redemption row is locked, so a burn racing the cancel loses.
 */
export async function cancelRedemption(
  db: Database,
  redemptionId: number,
  input: { actorId: number; reason: string },
  now = new Date(),
): Promise<CancelOutcome> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(redemptions).where(eq(redemptions.id, redemptionId)).for('update');
      if (!row) throw new Error(`redemption ${redemptionId} vanished`);
      if (row.cancelledAt) return { kind: 'cancelled-already' };
      if (row.isUsed) return { kind: 'used' };
      await spendableBalance(tx, row.userId, now);
      await tx
        .update(redemptions)
        .set({ cancelledAt: now, cancelledById: input.actorId, cancelReason: input.reason })
        .where(eq(redemptions.id, redemptionId));
      // Its share of the offer's and the place's budgets comes back with its points.
      await releaseBudgets(tx, row);
      const credits = await refundsOf(tx, row, input, now);
      await creditPoints(tx, credits, await readProgrammeSettings(tx), now);
      return { kind: 'cancelled', points: credits.reduce((sum, c) => sum + c.points, 0) };
    }),
  );
}

async function refundsOf(
  tx: Tx,
  row: typeof redemptions.$inferSelect,
  input: { actorId: number; reason: string },
  now: Date,
): Promise<CreditInput[]> {
  const taken = await tx
    .select({
      batchId: pointsConsumptions.batchId,
      points: pointsConsumptions.points,
      earnedAt: pointsBatches.earnedAt,
      expiresAt: pointsBatches.expiresAt,
      dealershipId: pointsBatches.dealershipId,
      partnerLocationId: pointsBatches.partnerLocationId,
    })
    .from(pointsLedger)
    .innerJoin(pointsConsumptions, eq(pointsConsumptions.entryId, pointsLedger.id))
    .innerJoin(pointsBatches, eq(pointsBatches.id, pointsConsumptions.batchId))
    .where(and(eq(pointsLedger.redemptionId, row.id), eq(pointsLedger.kind, 'REDEMPTION')))
    .orderBy(sql`${pointsConsumptions.id}`);
  const common = {
    userId: row.userId,
    source: 'REFUND' as const,
    description: `Estorno de resgate: voucher ${row.voucherCode}`,
    createdById: input.actorId,
    reason: input.reason,
    externalId: null,
  };
  if (taken.length === 0)
    return row.pointsSpent > 0
      ? [{ ...common, points: row.pointsSpent, earnedAt: now, dealershipId: row.dealershipId }]
      : [];
  return taken.map((t) => ({
    ...common,
    points: t.points,
    earnedAt: t.earnedAt,
    dealershipId: t.dealershipId,
    partnerLocationId: t.partnerLocationId,
    origin: { batchId: t.batchId, expiresAt: t.expiresAt },
  }));
}
