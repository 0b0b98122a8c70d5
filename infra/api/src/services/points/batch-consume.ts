import { sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';
import { at, rowsOf } from './points-sql.ts';

export interface Consumption {
  batchId: number;
  points: number;
}

/** The order debits take batches in: soonest expiry first (never-expiring last), then oldest. */
export const SPEND_ORDER = sql.raw(`"expires_at" asc nulls last, "earned_at" asc, "id" asc`);

/**
 * Takes up to `points` from a customer's live batches in SPEND_ORDER: with one validity for every
 * credit this is FIFO by the date earned. Batches already expired at `now` are not spendable (the
 * caller wrote their expiry first). Records which batches paid for `entryId`; returns what it took
 * (less than asked when the batches ran out). The customer's row is locked by the caller, and every
 * writer of batches locks their customer first (points-sql.ts), so no row lock is needed here.
 */
export async function consumeBatches(
  tx: Tx,
  userId: number,
  points: number,
  entryId: number,
  now: Date,
): Promise<Consumption[]> {
  if (points <= 0) return [];
  const rows = await rowsOf<{ id: string; remaining: number; before: string }>(
    tx,
    sql`select "id", "remaining", "before" from (
      select "id", "remaining", "expires_at", "earned_at",
        coalesce(sum("remaining") over (order by ${SPEND_ORDER} rows between unbounded preceding and 1 preceding), 0) as "before"
      from "points_batches"
      where "user_id" = ${userId} and "released_at" is not null and "remaining" > 0
        and ("expires_at" is null or "expires_at" > ${at(now)})
    ) t where "before" < ${points} order by ${SPEND_ORDER}`,
  );
  const taken = rows.map((row) => ({
    batchId: Number(row.id),
    points: Math.min(Number(row.remaining), points - Number(row.before)),
  }));
  await recordConsumptions(tx, taken, entryId, now);
  return taken;
}

/** Applies what a debit took: each batch's remaining down, consumed up, and the link to the entry. */
export async function recordConsumptions(tx: Tx, taken: Consumption[], entryId: number, now: Date) {
  if (taken.length === 0) return;
  const values = sql.join(
    taken.map((c) => sql`(${c.batchId}::bigint, ${c.points}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update "points_batches" b set "remaining" = b."remaining" - v.points, "consumed" = b."consumed" + v.points
    from (values ${values}) as v(id, points) where b."id" = v.id`);
  await tx.execute(sql`
    insert into "points_consumptions" ("batch_id", "entry_id", "points", "created_at")
    select v.id, ${entryId}, v.points, ${at(now)} from (values ${values}) as v(id, points)`);
}
