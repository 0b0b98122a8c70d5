import { and, inArray, isNull } from 'drizzle-orm';
import { pointsBatches, pointsLedger } from '../db/schema/index.ts';
import type { Tx } from './jobs/job-types.ts';
import { debitPoints, spendableBalance } from './points/batch-debit.ts';
import { reverseBatch } from './points/batch-reverse.ts';

/**
 * Reverses the points of ERP records now reported cancelled (docs/api.md, ERP cancellations): each
 * credit's batch is reversed once (points-lifecycle policy in batch-reverse.ts). A record credited
 * before points had batches is reversed by one REVERSAL debit of its points, once (its external id
 * `reversal:<record>`). Records never credited change nothing. Returns how many were reversed.
 */
export async function reverseErpCredits(tx: Tx, externalIds: string[], now: Date): Promise<number> {
  if (externalIds.length === 0) return 0;
  let reversed = 0;
  const batches = await tx
    .select({
      id: pointsBatches.id,
      externalId: pointsBatches.externalId,
      description: pointsBatches.description,
    })
    .from(pointsBatches)
    .where(and(inArray(pointsBatches.externalId, externalIds), isNull(pointsBatches.reversedAt)));
  for (const batch of batches) {
    await reverseBatch(tx, batch.id, `Crédito cancelado pelo ERP — ${batch.description}`, now);
    reversed++;
  }
  const withBatch = new Set(
    (
      await tx
        .select({ externalId: pointsBatches.externalId })
        .from(pointsBatches)
        .where(inArray(pointsBatches.externalId, externalIds))
    ).map((row) => row.externalId),
  );
  const legacy = externalIds.filter((id) => !withBatch.has(id));
  if (legacy.length === 0) return reversed;
  const done = new Set(
    (
      await tx
        .select({ externalId: pointsLedger.externalId })
        .from(pointsLedger)
        .where(
          inArray(
            pointsLedger.externalId,
            legacy.map((id) => `reversal:${id}`),
          ),
        )
    ).map((row) => row.externalId),
  );
  const entries = await tx.select().from(pointsLedger).where(inArray(pointsLedger.externalId, legacy));
  for (const entry of entries) {
    if (entry.points <= 0 || done.has(`reversal:${entry.externalId}`)) continue;
    await spendableBalance(tx, entry.userId, now);
    await debitPoints(
      tx,
      {
        userId: entry.userId,
        points: entry.points,
        kind: 'REVERSAL',
        description: `Crédito cancelado pelo ERP — ${entry.description}`,
        externalId: `reversal:${entry.externalId}`,
        dealershipId: entry.dealershipId,
        partnerLocationId: entry.partnerLocationId,
      },
      now,
      { allowDebt: true },
    );
    reversed++;
  }
  return reversed;
}
