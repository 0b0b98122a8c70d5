import type { BatchSource, LedgerKind } from '@fidelidade/contract/enums';
import { sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';
import { settleDebts } from './batch-debts.ts';
import { at, lockCustomers, rowsOf } from './points-sql.ts';

/** The ledger kind a released batch's credit is written as. */
export const CREDIT_KIND: Record<BatchSource, LedgerKind> = {
  SERVICE: 'SERVICE',
  MERCHANDISE: 'MERCHANDISE',
  BONUS: 'BONUS',
  ADJUSTMENT: 'ADJUSTMENT',
  REFUND: 'REFUND',
  OPENING: 'OPENING',
};

const kindCase = sql.raw(
  `(case b."source" ${Object.entries(CREDIT_KIND)
    .map(([source, kind]) => `when '${source}' then '${kind}'`)
    .join(' ')} end)`,
);

/** The credit entry's external id: the batch's own (an ERP record's), else one derived from the batch. */
const creditExternalId = sql`coalesce(b."external_id", 'batch:' || b."id")`;

/**
 * The credit entry's date: when the batch became available (the sale's date when nothing was
 * pending, as the ERP's credits always were); a refund, which keeps the dates of the batch its points
 * came from, is written when it is made, so the history shows it after the redemption it gives back.
 */
const creditDate = (now: Date) =>
  sql`(case when b."origin_batch_id" is not null then ${at(now)} else b."available_at" end)`;

/**
 * Makes pending batches available: one ledger credit each, dated by creditDate, so its points reach
 * the balance through the ledger trigger; `released_at` and `credit_entry_id` set, then the customers' open debts are
 * paid from them. Only batches still pending and due at `now` are taken, after their customers are
 * locked (points-sql.ts), so a release racing another release or a reversal changes a batch once.
 * Returns the ids released.
 */
export async function releaseBatches(tx: Tx, batchIds: number[], now: Date): Promise<number[]> {
  if (batchIds.length === 0) return [];
  const due = sql`"id" in ${batchIds} and "released_at" is null and "remaining" > 0 and "available_at" <= ${at(now)}`;
  const owners = await rowsOf<{ user_id: number }>(
    tx,
    sql`select distinct "user_id" from "points_batches" where ${due}`,
  );
  if (owners.length === 0) return [];
  await lockCustomers(
    tx,
    owners.map((row) => Number(row.user_id)),
  );
  const released = await rowsOf<{ id: string; user_id: number }>(
    tx,
    sql`
    with due as (
      select * from "points_batches" where ${due} order by "id" for update
    ), credits as (
      insert into "points_ledger" ("user_id", "points", "kind", "description", "external_id", "amount",
        "dealership_id", "partner_location_id", "created_by_id", "reason", "created_at")
      select b."user_id", b."remaining", ${kindCase}, b."description", ${creditExternalId}, b."amount",
        b."dealership_id", b."partner_location_id", b."created_by_id", b."reason", ${creditDate(now)}
      from due b order by b."id"
      returning "id", "external_id"
    )
    update "points_batches" b set "released_at" = ${at(now)}, "credit_entry_id" = c."id"
    from credits c where c."external_id" = ${creditExternalId}
    returning b."id", b."user_id"`,
  );
  await settleDebts(
    tx,
    released.map((row) => Number(row.user_id)),
    now,
  );
  return released.map((row) => Number(row.id));
}
