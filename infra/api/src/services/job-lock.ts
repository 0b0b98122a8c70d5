/**
 * One instance at a time for a timer-driven job (the release watcher's decisions and pruning): the
 * job runs inside a transaction that holds a transaction-scoped advisory lock, released by the
 * commit or rollback whatever happens. With PostgreSQL another instance's attempt finds the lock
 * taken and skips its turn; PGlite runs one transaction at a time, so a second attempt waits and
 * then runs after the first (the job must re-read its state under the lock). Everything the job
 * writes goes through `tx`: on PGlite a query outside the open transaction would wait for it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The transaction a locked job runs in. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory lock keys (one bigint namespace; db/client.ts uses 7_301_920_411 for migrations). */
export const JOB_LOCKS = {
  releaseWatcher: 7_301_920_412,
} as const;

/** Runs `job` holding the lock; resolves `{ ran: false }` when another instance holds it. */
export async function withJobLock<T>(
  db: Database,
  key: number,
  job: (tx: Tx) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${key}::bigint)` })
      .from(sql`(values (1)) as one (n)`);
    if (!row?.locked) return { ran: false } as const;
    return { ran: true, result: await job(tx) } as const;
  });
}
