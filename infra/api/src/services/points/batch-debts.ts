import { sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';
import { consumeBatches } from './batch-consume.ts';
import { rowsOf } from './points-sql.ts';

/**
 * Pays customers' open debts (points a reversal took after they were spent) from their live
 * batches, oldest debt first: the balance was already below zero, so the ledger is not touched;
 * only which batches now stand for the debit changes. Customers are locked by the caller.
 */
export async function settleDebts(tx: Tx, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  const debts = await rowsOf<{ id: string; user_id: number; entry_id: string; remaining: number }>(
    tx,
    sql`select "id", "user_id", "entry_id", "remaining" from "points_debts"
      where "user_id" in ${[...new Set(userIds)]} and "remaining" > 0 order by "user_id", "id"`,
  );
  for (const debt of debts) {
    const owed = Number(debt.remaining);
    const taken = await consumeBatches(tx, Number(debt.user_id), owed, Number(debt.entry_id), now);
    const paid = taken.reduce((sum, c) => sum + c.points, 0);
    if (paid > 0)
      await tx.execute(
        sql`update "points_debts" set "remaining" = "remaining" - ${paid} where "id" = ${Number(debt.id)}`,
      );
  }
}
