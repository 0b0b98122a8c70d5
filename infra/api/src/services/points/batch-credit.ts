import type { BatchSource } from '@fidelidade/contract/enums';
import { sql } from 'drizzle-orm';
import { insertFromJson } from '../../db/json-insert.ts';
import { pointsBatches } from '../../db/schema/index.ts';
import { batchDates } from '../../domain/points-dates.ts';
import type { Tx } from '../jobs/job-types.ts';
import { creditReleasedBatches } from './batch-release.ts';
import { lockCustomers, rowsOf } from './points-sql.ts';
import type { ProgrammeSettingsRow } from './programme-settings.ts';

export interface CreditInput {
  userId: number;
  source: BatchSource;
  points: number;
  /** When it was earned: the sale's date for ERP records, now for manual credits. */
  earnedAt: Date;
  description: string;
  externalId?: string | null;
  amount?: string | null;
  dealershipId?: number | null;
  partnerLocationId?: number | null;
  createdById?: number | null;
  reason?: string | null;
  /**
   * An explicit expiry (an imported opening balance with its own date; null: never), instead of the
   * programme's validity.
   */
  expiresAt?: Date | null;
  /** A refund keeps the dates of the batch its points came from. */
  origin?: { batchId: number; expiresAt: Date | null } | null;
}

export type CreditRow = typeof pointsBatches.$inferInsert;

/** The batch row of a credit, dated by the programme's settings at the moment it is made. */
export function creditRow(input: CreditInput, settings: ProgrammeSettingsRow): CreditRow {
  const dates = batchDates(settings, input.source, input.earnedAt);
  return {
    userId: input.userId,
    source: input.source,
    points: input.points,
    remaining: input.points,
    earnedAt: input.earnedAt,
    availableAt: dates.availableAt,
    expiresAt: input.origin
      ? input.origin.expiresAt
      : input.expiresAt !== undefined
        ? input.expiresAt
        : dates.expiresAt,
    originBatchId: input.origin?.batchId ?? null,
    externalId: input.externalId ?? null,
    amount: input.amount ?? null,
    dealershipId: input.dealershipId ?? null,
    partnerLocationId: input.partnerLocationId ?? null,
    createdById: input.createdById ?? null,
    reason: input.reason ?? null,
    description: input.description,
  };
}

/**
 * Credits points as batches: pending until their available date (no ledger entry yet), or, when
 * that date has come, written released with their ledger credit in this same transaction. Credits
 * with an external id already stored are skipped (a sync page read twice). Returns the new batches'
 * ids.
 *
 * A batch available at once is inserted released rather than pending and then released: the same
 * end state, without counting it as pending on the way (two more writes of each customer's row).
 * The batches go as one JSON parameter (db/json-insert.ts): a thousand credits of an import or a
 * bulk action are one statement with one parameter.
 */
export async function creditPoints(
  tx: Tx,
  inputs: CreditInput[],
  settings: ProgrammeSettingsRow,
  now: Date,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input) => {
    const row = creditRow(input, settings);
    return { ...row, releasedAt: row.availableAt <= now && input.points > 0 ? now : null };
  });
  const inserted = await rowsOf<{ id: number; user_id: number; released: boolean }>(
    tx,
    sql`${insertFromJson(pointsBatches, rows)} on conflict ("external_id") do nothing
      returning "id", "user_id", "released_at" is not null as "released"`,
  );
  const released = inserted.filter((row) => row.released);
  if (released.length > 0) {
    await lockCustomers(
      tx,
      released.map((row) => Number(row.user_id)),
    );
    await creditReleasedBatches(
      tx,
      released.map((row) => Number(row.id)),
      now,
    );
  }
  return inserted.map((row) => Number(row.id));
}
