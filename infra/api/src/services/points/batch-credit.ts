import type { BatchSource } from '@fidelidade/contract/enums';
import { sql } from 'drizzle-orm';
import { insertFromJson } from '../../db/json-insert.ts';
import { pointsBatches } from '../../db/schema/index.ts';
import { batchDates } from '../../domain/points-dates.ts';
import type { Tx } from '../jobs/job-types.ts';
import { releaseBatches } from './batch-release.ts';
import { rowsOf } from './points-sql.ts';
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
 * Credits points as batches: pending until their available date (no ledger entry yet), released at
 * once when that date has come (the ledger credit in this same transaction). Credits with an
 * external id already stored are skipped (a sync page read twice). Returns the new batches' ids.
 */
export async function creditPoints(
  tx: Tx,
  inputs: CreditInput[],
  settings: ProgrammeSettingsRow,
  now: Date,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  // One JSON parameter for all the batches (db/json-insert.ts), not one per cell.
  const inserted = await rowsOf<{ id: number }>(
    tx,
    sql`${insertFromJson(
      pointsBatches,
      inputs.map((input) => creditRow(input, settings)),
    )} on conflict ("external_id") do nothing returning "id"`,
  );
  const ids = inserted.map((row) => Number(row.id));
  await releaseBatches(tx, ids, now);
  return ids;
}
