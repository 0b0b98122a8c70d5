import { eq, sql } from 'drizzle-orm';
import { pointsBatches, pointsConsumptions, pointsDebts, pointsLedger } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import { consumeBatches } from './batch-consume.ts';
import { expireCustomerBatches } from './batch-expire.ts';
import { lockCustomers } from './points-sql.ts';

export interface Reversal {
  /** Points taken back from the batch itself (unspent, or still pending). */
  own: number;
  /** Points already spent, taken from the customer's other batches. */
  fromOthers: number;
  /** Spent points the other batches could not cover: the balance went below zero by this. */
  debt: number;
}

const NOTHING: Reversal = { own: 0, fromOthers: 0, debt: 0 };

/**
 * Reverses a credit whose source was cancelled (a service invoice cancelled, a purchase returned;
 * docs/architecture.md §5, points lifecycle). A pending batch simply never becomes available. A
 * released one gives back its unspent points, and what was already spent is taken from the
 * customer's other points (spend order); what they cannot cover leaves the balance negative, a
 * debt the next credits pay first. Expired points are not taken twice. Idempotent: a batch is
 * reversed once.
 */
export async function reverseBatch(
  tx: Tx,
  batchId: number,
  description: string,
  now: Date,
): Promise<Reversal> {
  const [owner] = await tx
    .select({ userId: pointsBatches.userId })
    .from(pointsBatches)
    .where(eq(pointsBatches.id, batchId));
  if (!owner) return NOTHING;
  await lockCustomers(tx, [owner.userId]);
  await expireCustomerBatches(tx, owner.userId, now);
  const [batch] = await tx.select().from(pointsBatches).where(eq(pointsBatches.id, batchId));
  if (!batch || batch.reversedAt) return NOTHING;
  const own = batch.remaining;
  await tx
    .update(pointsBatches)
    .set({ remaining: 0, reversed: sql`${pointsBatches.reversed} + ${own}`, reversedAt: now })
    .where(eq(pointsBatches.id, batchId));
  const takeBack = batch.releasedAt ? own + batch.consumed : 0;
  if (takeBack === 0) return { ...NOTHING, own };

  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      userId: batch.userId,
      points: -takeBack,
      kind: 'REVERSAL',
      description,
      externalId: `reversal:${batch.id}`,
      dealershipId: batch.dealershipId,
      partnerLocationId: batch.partnerLocationId,
      createdAt: now,
    })
    .returning({ id: pointsLedger.id });
  if (!entry) throw new Error('insert points_ledger returned nothing');
  if (own > 0)
    await tx
      .insert(pointsConsumptions)
      .values({ batchId: batch.id, entryId: entry.id, points: own, createdAt: now });
  const taken = await consumeBatches(tx, batch.userId, batch.consumed, entry.id, now);
  const fromOthers = taken.reduce((sum, c) => sum + c.points, 0);
  const debt = batch.consumed - fromOthers;
  if (debt > 0)
    await tx
      .insert(pointsDebts)
      .values({ userId: batch.userId, entryId: entry.id, points: debt, remaining: debt });
  return { own, fromOthers, debt };
}
