/**
 * Runs one claimed job: a heartbeat renews its lease every third of the lease (and notices a cancel
 * request), the handler gets its context (job-types.ts), and the outcome is written only while the
 * run still holds the lease. A handler error is retried with backoff until `max_attempts`.
 */

import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { backoffMs, type Claimed, finishJob, lockOwned, type Outcome, renewLease } from './job-queue.ts';
import {
  JobCancelledError,
  type JobContext,
  JobLeaseLostError,
  type Payload,
  type StepOutcome,
  type TaskDefinition,
  type Tx,
} from './job-types.ts';

export interface RunnerDeps {
  db: Database;
  leaseSeconds: number;
  /** Aborted when the engine stops: the job goes back to the queue, this attempt not counted. */
  shutdown: AbortSignal;
  onError(message: string, err: unknown, job: { id: number; task: string }): void;
}

/** The error as the job keeps it: a failed query's own message is drizzle's `cause`. */
function message(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${text}${cause}`.slice(0, 2000);
}

export async function runClaimed(deps: RunnerDeps, claimed: Claimed, def: TaskDefinition): Promise<Outcome> {
  const { db, leaseSeconds } = deps;
  const { job, token } = claimed;
  const stop = new AbortController();
  // Why the run was stopped from outside the handler (set by the heartbeat or a step).
  const stopped: { why: 'cancel' | 'lost' | null } = { why: null };
  const end = (reason: 'cancel' | 'lost') => {
    stopped.why ??= reason;
    stop.abort(reason === 'cancel' ? new JobCancelledError() : new JobLeaseLostError());
  };
  let beating = false;
  const beat = async () => {
    // A renewal still waiting (a busy database) is not doubled; a failed one is tried at the next beat.
    if (beating || stop.signal.aborted) return;
    beating = true;
    try {
      const lease = await renewLease(db, job.id, token, leaseSeconds);
      if (!lease) end('lost');
      else if (lease.cancelRequested) end('cancel');
    } catch (err) {
      deps.onError('falha ao renovar a tarefa', err, job);
    } finally {
      beating = false;
    }
  };
  const timer = setInterval(() => void beat(), Math.max(50, (leaseSeconds * 1000) / 3));
  timer.unref();
  const signal = AbortSignal.any([deps.shutdown, stop.signal]);
  let checkpoint: unknown = job.checkpoint ?? null;

  const step = async <T>(work: (tx: Tx, cp: unknown) => Promise<StepOutcome<T>>) => {
    // A turn of the event loop before each step. PGlite in this thread (PGLITE_WORKER=0) answers
    // every statement without leaving the microtask queue, so a job working chunk after chunk held
    // off every request, timer and heartbeat of the process until it ended: the POST confirming a
    // bulk credit of 100 000 customers answered after its whole 68 s run (bench/bulk-credit.ts).
    await nextTurn();
    if (signal.aborted) throw signal.reason ?? new JobLeaseLostError();
    const outcome = await db.transaction(async (tx) => {
      const owned = await lockOwned(tx, job.id, token);
      if (!owned) throw new JobLeaseLostError();
      if (owned.cancelRequested) throw new JobCancelledError();
      const result = await work(tx, owned.checkpoint ?? null);
      await tx
        .update(jobs)
        .set({
          checkpoint: result.checkpoint ?? null,
          ...(result.done === undefined ? {} : { progressDone: result.done }),
          ...(result.total === undefined ? {} : { progressTotal: result.total }),
          ...(result.message === undefined ? {} : { progressMessage: result.message.slice(0, 300) }),
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
          heartbeatAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
      return result;
    });
    checkpoint = outcome.checkpoint ?? null;
    return outcome;
  };

  const ctx: JobContext<Payload> = {
    job,
    payload: job.payload,
    attempt: job.attempts,
    resumed: claimed.resumed,
    get checkpoint() {
      return checkpoint;
    },
    signal,
    step,
    progress: async (done, total, text) => {
      await step(async () => ({
        checkpoint,
        done,
        ...(total === undefined ? {} : { total }),
        ...(text ? { message: text } : {}),
      }));
    },
  };

  let outcome: Outcome;
  try {
    await def.handler(ctx);
    // A handler that returns once its signal aborted was stopped, not done.
    outcome =
      stopped.why === 'cancel' ? { kind: 'cancelled', error: 'Tarefa cancelada.' } : { kind: 'succeeded' };
  } catch (err) {
    if (err instanceof JobLeaseLostError) stopped.why ??= 'lost';
    if (stopped.why === 'cancel' || err instanceof JobCancelledError)
      outcome = { kind: 'cancelled', error: 'Tarefa cancelada.' };
    else if (deps.shutdown.aborted && stopped.why === null) outcome = { kind: 'released' };
    else {
      const retry = job.attempts < job.maxAttempts;
      outcome = {
        kind: 'failed',
        error: message(err),
        retryInMs: retry ? backoffMs(def.backoffMs ?? 1000, job.attempts) : null,
      };
      if (stopped.why !== 'lost') deps.onError('tarefa falhou', err, job);
    }
  } finally {
    clearInterval(timer);
  }
  // A lost lease writes nothing: the job belongs to the run that took it over.
  if (stopped.why === 'lost') return outcome;
  await finishJob(db, job.id, token, outcome);
  return outcome;
}
