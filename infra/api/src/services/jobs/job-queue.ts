/**
 * The job engine's SQL: enqueue, claim, renew, finish, cancel, retry. Every state change of a running
 * job is conditional on its `lease_token`, so a run that lost its lease (taken over after it stopped
 * renewing) can never write its job's state again. Times are the database's `now()`, so instances
 * with skewed clocks agree on leases and slots.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { EnqueueOptions, JobRow, Payload, TaskDefinition, Tx } from './job-types.ts';

type Queryable = Database | Tx;

export const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Backoff before run `attempt + 1`: base × 2^(attempt − 1), at most an hour. */
export const backoffMs = (baseMs: number, attempt: number) =>
  Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempt - 1));

/** Inserts a job; with a dedupe key already used for the task, returns the existing job instead. */
export async function insertJob(
  db: Queryable,
  def: Pick<TaskDefinition, 'name' | 'maxAttempts' | 'expectedSeconds'>,
  payload: Payload,
  options: EnqueueOptions,
): Promise<{ job: JobRow; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      task: def.name,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      scheduleName: options.scheduleName ?? null,
      runAt: options.reserveSeconds ? secondsFromNow(options.reserveSeconds) : (options.runAt ?? sql`now()`),
      maxAttempts: options.maxAttempts ?? def.maxAttempts ?? 5,
      expectedSeconds: def.expectedSeconds ?? 900,
    })
    .onConflictDoNothing({ target: [jobs.task, jobs.dedupeKey] })
    .returning();
  if (row) return { job: row, created: true };
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.task, def.name), eq(jobs.dedupeKey, options.dedupeKey ?? '')));
  if (!existing) throw new Error(`job ${def.name} not inserted`);
  return { job: existing, created: false };
}

export interface Claimed {
  job: JobRow;
  token: string;
  /** It was running under another lease that expired: a takeover. */
  resumed: boolean;
}

/**
 * Claims up to `limit` jobs of `tasks` (or the one `onlyId`): queued and due, or running with an
 * expired lease (their process died). `FOR UPDATE SKIP LOCKED`: concurrent claimers — this
 * instance or others — never take the same row; on PGlite transactions simply run one at a time.
 */
export async function claimJobs(
  db: Database,
  opts: { tasks: string[]; limit: number; leaseSeconds: number; instance: string; onlyId?: number },
): Promise<Claimed[]> {
  if (opts.tasks.length === 0 || opts.limit <= 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(
        and(
          inArray(jobs.task, opts.tasks),
          opts.onlyId === undefined ? undefined : eq(jobs.id, opts.onlyId),
          or(
            // A job reserved for `onlyId`'s caller is claimed before its run_at.
            and(
              eq(jobs.state, 'queued'),
              opts.onlyId === undefined ? lte(jobs.runAt, sql`now()`) : undefined,
            ),
            and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(jobs)
      .set({
        state: 'running',
        leaseToken: sql`gen_random_uuid()`,
        leaseUntil: secondsFromNow(opts.leaseSeconds),
        lockedBy: opts.instance,
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`now()`,
        heartbeatAt: sql`now()`,
        stuckAt: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const was = new Map(due.map((d) => [d.id, d.state]));
    return rows
      .sort((a, b) => due.findIndex((d) => d.id === a.id) - due.findIndex((d) => d.id === b.id))
      .map((job) => ({ job, token: job.leaseToken as string, resumed: was.get(job.id) === 'running' }));
  });
}

/** Moves the lease on; returns the job's cancel request, or null when the lease is no longer ours. */
export async function renewLease(
  db: Queryable,
  id: number,
  token: string,
  leaseSeconds: number,
): Promise<{ cancelRequested: boolean } | null> {
  const [row] = await db
    .update(jobs)
    .set({ leaseUntil: secondsFromNow(leaseSeconds), heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.leaseToken, token), eq(jobs.state, 'running')))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ? { cancelRequested: row.cancelRequested !== null } : null;
}

/** Locks the job row for a step's transaction; null when this run no longer owns it. */
export async function lockOwned(tx: Tx, id: number, token: string) {
  const [row] = await tx
    .select({ cancelRequested: jobs.cancelRequested, checkpoint: jobs.checkpoint })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.leaseToken, token), eq(jobs.state, 'running')))
    .for('update');
  return row ?? null;
}

export type Outcome =
  | { kind: 'succeeded' }
  | { kind: 'cancelled'; error: string }
  | { kind: 'failed'; error: string; retryInMs: number | null }
  /** Shutdown: back to the queue at once, this attempt not counted. */
  | { kind: 'released' };

/** Ends a run (only while it still holds the lease); false when another run owns the job now. */
export async function finishJob(db: Database, id: number, token: string, outcome: Outcome) {
  const base = { leaseToken: null, leaseUntil: null, lockedBy: null, updatedAt: sql`now()` };
  const set =
    outcome.kind === 'succeeded'
      ? { ...base, state: 'succeeded' as const, finishedAt: sql`now()` }
      : outcome.kind === 'cancelled'
        ? { ...base, state: 'cancelled' as const, finishedAt: sql`now()`, lastError: outcome.error }
        : outcome.kind === 'released'
          ? { ...base, state: 'queued' as const, runAt: sql`now()`, attempts: sql`${jobs.attempts} - 1` }
          : outcome.retryInMs === null
            ? { ...base, state: 'failed' as const, finishedAt: sql`now()`, lastError: outcome.error }
            : {
                ...base,
                state: 'queued' as const,
                lastError: outcome.error,
                runAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
              };
  const rows = await db
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.id, id), eq(jobs.leaseToken, token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
