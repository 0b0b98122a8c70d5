import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../jobs/job-types.ts';

/** An instant as a SQL parameter: ISO text cast by the database, the same on PGlite and PostgreSQL. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** Rows of a raw statement; bigint and numeric columns arrive as text on both drivers. */
export async function rowsOf<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Locks customers' rows in id order: every points write takes its customers first, then their
 * batches, then their debts (the ledger trigger locks users too), so two writers never wait on each
 * other in a circle.
 */
export async function lockCustomers(tx: Tx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await tx.execute(sql`select 1 from "users" where "id" in ${ids} order by "id" for update`);
}
