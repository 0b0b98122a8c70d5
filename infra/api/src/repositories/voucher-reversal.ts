import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { redemptions, voucherReversals } from '../db/schema/index.ts';

export type ReversalOutcome =
  | { kind: 'reversed' }
  | { kind: 'not-used' }
  | { kind: 'window-over'; hours: number };

/**
 * 'Estornar uso': a burn given back within `windowHours` of it. The redemption is pending again
 * (its burn's values cleared, so reports no longer count it) and voucher_reversals keeps what the
 * burn had recorded, who gave it back and why. The row is locked: two reversals cannot both pass.
 */
export async function reverseBurn(
  db: Database,
  redemptionId: number,
  input: { actorId: number; reason: string; windowHours: number },
  now = new Date(),
): Promise<ReversalOutcome> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(redemptions).where(eq(redemptions.id, redemptionId)).for('update');
      if (!row?.isUsed) return { kind: 'not-used' };
      const usedAt = row.usedAt?.getTime() ?? 0;
      if (now.getTime() - usedAt > input.windowHours * 3_600_000)
        return { kind: 'window-over', hours: input.windowHours };
      await tx.insert(voucherReversals).values({
        redemptionId,
        reason: input.reason,
        reversedById: input.actorId,
        usedAt: row.usedAt,
        burnedById: row.burnedById,
        totalValueOffer: row.totalValueOffer,
        referenceCode: row.referenceCode,
        createdAt: now,
      });
      await tx
        .update(redemptions)
        .set({
          isUsed: false,
          usedAt: null,
          burnedById: null,
          totalValueOffer: null,
          totalDiscountApplied: null,
          totalValueSpentByUser: null,
          referenceCode: null,
        })
        .where(eq(redemptions.id, redemptionId));
      return { kind: 'reversed' };
    }),
  );
}
