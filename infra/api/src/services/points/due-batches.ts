import { sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';
import { expireBatches } from './batch-expire.ts';
import { releaseBatches } from './batch-release.ts';
import { at, rowsOf } from './points-sql.ts';

/** Where a run over due batches stands: the last (time, id) it handled; a resumed run goes on from it. */
export interface DueCursor {
  /** The instant the run works as of (fixed at its start, so a resumed run sees the same batches). */
  asOf: string;
  afterTime: string | null;
  afterId: number;
}

export interface ChunkResult {
  cursor: DueCursor;
  /** Batches looked at in this chunk (0 = the run is over) and points moved. */
  batches: number;
  points: number;
}

interface DueRow {
  id: string;
  at: string;
  remaining: number;
}

/** The next `limit` batches due by `cursor.asOf` after the cursor, in (time, id) order. */
async function nextDue(tx: Tx, kind: 'release' | 'expire', cursor: DueCursor, limit: number) {
  const column = kind === 'release' ? sql.raw('"available_at"') : sql.raw('"expires_at"');
  const live =
    kind === 'release'
      ? sql`"released_at" is null and "remaining" > 0`
      : sql`"released_at" is not null and "remaining" > 0 and "expires_at" is not null`;
  const after =
    cursor.afterTime === null
      ? sql``
      : sql`and (${column}, "id") > (${cursor.afterTime}::timestamptz, ${cursor.afterId}::bigint)`;
  return rowsOf<DueRow>(
    tx,
    sql`select "id", ${column}::text as "at", "remaining" from "points_batches"
      where ${live} and ${column} <= ${at(new Date(cursor.asOf))} ${after}
      order by ${column}, "id" limit ${limit}`,
  );
}

/**
 * One chunk of a release or expiry run: the next due batches after the cursor, released or expired
 * in the caller's transaction (the job's step, so the chunk and its cursor commit together).
 * Batches a concurrent writer already handled are skipped by the writes' own conditions.
 */
export async function dueChunk(
  tx: Tx,
  kind: 'release' | 'expire',
  cursor: DueCursor,
  limit: number,
): Promise<ChunkResult> {
  const rows = await nextDue(tx, kind, cursor, limit);
  const last = rows.at(-1);
  if (!last) return { cursor, batches: 0, points: 0 };
  const ids = rows.map((row) => Number(row.id));
  const asOf = new Date(cursor.asOf);
  let points: number;
  if (kind === 'release') {
    const released = new Set(await releaseBatches(tx, ids, asOf));
    points = rows
      .filter((row) => released.has(Number(row.id)))
      .reduce((sum, row) => sum + Number(row.remaining), 0);
  } else {
    points = await expireBatches(tx, sql`"id" in ${ids}`, asOf);
  }
  return {
    cursor: { asOf: cursor.asOf, afterTime: last.at, afterId: Number(last.id) },
    batches: rows.length,
    points,
  };
}

/** How many batches a run as of `asOf` has to go through (for its progress bar). */
export async function countDue(tx: Tx, kind: 'release' | 'expire', asOf: Date): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    tx,
    kind === 'release'
      ? sql`select count(*) as n from "points_batches" where "released_at" is null and "remaining" > 0 and "available_at" <= ${at(asOf)}`
      : sql`select count(*) as n from "points_batches" where "released_at" is not null and "remaining" > 0 and "expires_at" <= ${at(asOf)}`,
  );
  return Number(row?.n ?? 0);
}
