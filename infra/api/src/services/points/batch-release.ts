import type { BatchSource, LedgerKind } from '@fidelidade/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
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
 * Writes one ledger credit for each batch `which` selects (locked, in id order), so its points reach
 * the balance through the ledger trigger, and links it (`credit_entry_id`); `released_at` is set to
 * `now` when `release`. Each entry's id is drawn from the ledger's sequence beside its batch, so the
 * link is a join by primary keys. The link used to join the new entries to points_batches by the
 * derived external id: a sequential scan of the whole table per call (seconds at millions of
 * batches), or, when the planner took the two sets for one row each, a thousand by a thousand
 * comparisons (0.5 s per chunk of a bulk credit). Customers are locked by the caller.
 */
function writeCredits(tx: Tx, which: SQL, now: Date, release: boolean) {
  return rowsOf<{ id: string; user_id: number }>(
    tx,
    sql`
    with due as (
      select b.*, nextval(pg_get_serial_sequence('points_ledger', 'id')) as "entry_id"
      from (select * from "points_batches" where ${which} order by "id" for update) b
    ), credits as (
      insert into "points_ledger" ("id", "user_id", "points", "kind", "description", "external_id", "amount",
        "dealership_id", "partner_location_id", "created_by_id", "reason", "created_at")
      select b."entry_id", b."user_id", b."remaining", ${kindCase}, b."description", ${creditExternalId},
        b."amount", b."dealership_id", b."partner_location_id", b."created_by_id", b."reason", ${creditDate(now)}
      from due b order by b."id"
    )
    update "points_batches" b set ${release ? sql`"released_at" = ${at(now)}, ` : sql``}"credit_entry_id" = d."entry_id"
    from due d
    where b."id" = d."id"
    returning b."id", b."user_id"`,
  );
}

/**
 * Makes pending batches available: one ledger credit each, dated by creditDate, `released_at` and
 * `credit_entry_id` set, then the customers' open debts are paid from them. Only batches still
 * pending and due at `now` are taken, after their customers are locked (points-sql.ts), so a release
 * racing another release or a reversal changes a batch once. Returns the ids released.
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
  const released = await writeCredits(tx, due, now, true);
  await settleDebts(
    tx,
    released.map((row) => Number(row.user_id)),
    now,
  );
  return released.map((row) => Number(row.id));
}

/**
 * The ledger credits of batches written already released (creditPoints: available at once), their
 * customers locked by the caller; then the customers' open debts are paid from them. A batch that
 * has its credit already is left alone.
 */
export async function creditReleasedBatches(tx: Tx, batchIds: number[], now: Date): Promise<void> {
  if (batchIds.length === 0) return;
  const credited = await writeCredits(
    tx,
    sql`"id" in ${batchIds} and "released_at" is not null and "credit_entry_id" is null`,
    now,
    false,
  );
  await settleDebts(
    tx,
    credited.map((row) => Number(row.user_id)),
    now,
  );
}
