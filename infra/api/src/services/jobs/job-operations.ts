/**
 * Operations on jobs from outside their runs: an operator's cancel and retry, the engine's stuck
 * report, the PGlite start-up's expiry of dead leases, and waiting for a job to end.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobRow } from './job-types.ts';

/**
 * Cancels a job: a queued one (or a running one whose lease expired: its process is gone) at once;
 * a live run is asked to stop, and its heartbeat aborts the handler. Null when it already ended.
 */
export async function cancelJob(db: Database, id: number): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!row || (row.state !== 'queued' && row.state !== 'running')) return null;
    const dead = row.state === 'queued' || (row.leaseUntil !== null && row.leaseUntil < new Date());
    const [updated] = await tx
      .update(jobs)
      .set(
        dead
          ? {
              state: 'cancelled',
              finishedAt: sql`now()`,
              leaseToken: null,
              leaseUntil: null,
              lockedBy: null,
              cancelRequested: sql`now()`,
              updatedAt: sql`now()`,
            }
          : { cancelRequested: sql`now()`, updatedAt: sql`now()` },
      )
      .where(eq(jobs.id, id))
      .returning();
    return updated ?? null;
  });
}

/** Queues a failed or cancelled job again, attempts from zero; its checkpoint is kept. */
export async function retryJob(db: Database, id: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'queued',
      runAt: sql`now()`,
      attempts: 0,
      cancelRequested: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'cancelled'])))
    .returning();
  return row ?? null;
}

/** Running jobs past their expected duration not yet reported: marks them and returns them. */
export async function markStuck(db: Database): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({ stuckAt: sql`now()` })
    .where(
      and(
        eq(jobs.state, 'running'),
        sql`${jobs.stuckAt} is null`,
        isNotNull(jobs.startedAt),
        sql`${jobs.startedAt} + make_interval(secs => ${jobs.expectedSeconds}) < now()`,
      ),
    )
    .returning();
}

/** On PGlite the data directory belongs to this process: every lease found at start-up is a dead one's. */
export async function expireAllLeases(db: Database): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.state, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Resolves once the job has ended (succeeded, failed or cancelled): a caller that waits on a run. */
export async function waitForJob(db: Database, id: number, pollMs = 200): Promise<JobRow | undefined> {
  for (;;) {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (!row || row.state === 'succeeded' || row.state === 'failed' || row.state === 'cancelled') return row;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
