/**
 * Where a resource's next pass resumes (sync_cursors, db/schema/integrations.ts): `next_page` and
 * `high_water` move in each page's transaction; when a pass ends `since` becomes `hold` (the earliest
 * record skipped for a missing customer) or `high_water`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type SyncTaskType, syncCursors } from '../db/schema/index.ts';
import type { Tx } from './jobs/job-types.ts';

export type CursorRow = typeof syncCursors.$inferSelect;

export async function loadCursor(db: Database, apiConfigId: number, resource: SyncTaskType) {
  await db.insert(syncCursors).values({ apiConfigId, resource }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(syncCursors)
    .where(and(eq(syncCursors.apiConfigId, apiConfigId), eq(syncCursors.resource, resource)));
  return row as CursorRow;
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
export const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Saves the cursor after a committed page: the next page, or the end of the pass. */
export async function advanceCursor(
  tx: Tx,
  cursor: CursorRow,
  page: { nextPage: number | null; highWater: Date | null; hold: Date | null },
): Promise<CursorRow> {
  const passHigh = latest(cursor.highWater, page.highWater);
  const passHold = earliest(cursor.hold, page.hold);
  const next =
    page.nextPage !== null
      ? { nextPage: page.nextPage, highWater: passHigh, hold: passHold, since: cursor.since }
      : { nextPage: null, highWater: null, hold: null, since: passHold ?? passHigh ?? cursor.since };
  const [saved] = await tx
    .update(syncCursors)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(syncCursors.id, cursor.id))
    .returning();
  return saved as CursorRow;
}
