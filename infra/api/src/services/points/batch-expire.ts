import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';
import { at, lockCustomers, rowsOf } from './points-sql.ts';

/**
 * Writes off the live points of batches expired at `now` (`expires_at <= now`, to the second): one
 * EXPIRATION entry per batch (external id `expiry:<batch>`, so no batch can expire twice), linked
 * as the batch's consumption, and the batch's remaining moved to expired. `filter` picks the
 * batches (a job's chunk, or one customer's before a debit). Returns how many points expired.
 */
export async function expireBatches(tx: Tx, filter: SQL, now: Date): Promise<number> {
  const due = sql`${filter} and "released_at" is not null and "remaining" > 0 and "expires_at" <= ${at(now)}`;
  const owners = await rowsOf<{ user_id: number }>(
    tx,
    sql`select distinct "user_id" from "points_batches" where ${due}`,
  );
  if (owners.length === 0) return 0;
  await lockCustomers(
    tx,
    owners.map((row) => Number(row.user_id)),
  );
  const expired = await rowsOf<{ points: number }>(
    tx,
    sql`
    with due as (
      select * from "points_batches" where ${due} order by "id"
    ), entries as (
      insert into "points_ledger" ("user_id", "points", "kind", "description", "external_id",
        "dealership_id", "partner_location_id", "created_at")
      select "user_id", -"remaining", 'EXPIRATION',
        'Pontos expirados (crédito de ' || to_char("earned_at" at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') || ')',
        'expiry:' || "id", "dealership_id", "partner_location_id", ${at(now)}
      from due order by "id"
      returning "id", "external_id"
    ), linked as (
      insert into "points_consumptions" ("batch_id", "entry_id", "points", "created_at")
      select d."id", e."id", d."remaining", ${at(now)} from due d join entries e on e."external_id" = 'expiry:' || d."id"
    )
    update "points_batches" b set "expired" = b."expired" + d."remaining", "remaining" = 0, "expired_at" = ${at(now)}
    from due d where b."id" = d."id"
    returning d."remaining" as "points"`,
  );
  return expired.reduce((sum, row) => sum + Number(row.points), 0);
}

/** One customer's batches due to expire (run before any debit, so spent points are never expired ones). */
export const expireCustomerBatches = (tx: Tx, userId: number, now: Date) =>
  expireBatches(tx, sql`"user_id" = ${userId}`, now);
