/**
 * The job engine's handler API (docs/architecture.md §5, "Background jobs"): what a task defines
 * and what its handler receives. Engine internals are in job-queue.ts (SQL) and job-runner.ts.
 */
import type { Database } from '../../db/client.ts';
import type { jobs } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type JobRow = typeof jobs.$inferSelect;
export type Payload = Record<string, unknown>;

/** What one chunk committed: its checkpoint and progress, written in the chunk's own transaction. */
export interface StepOutcome<T = unknown> {
  /** Where the next chunk starts (any JSON); what `ctx.checkpoint` holds from then on. */
  checkpoint: unknown;
  /** Units done so far (rows, pages…) and, when known, the total. */
  done?: number;
  total?: number | null;
  message?: string;
  /** Anything the handler wants back from the chunk (not stored). */
  value?: T;
}

export interface JobContext<P extends Payload = Payload> {
  readonly job: JobRow;
  readonly payload: P;
  /** 1 for the first run; a retry or a takeover counts one more. */
  readonly attempt: number;
  /** True when this run takes over one whose process stopped renewing its lease (kill -9, crash). */
  readonly resumed: boolean;
  /** The last committed checkpoint (null before the first step). */
  readonly checkpoint: unknown;
  /** Aborted on cancel, on a lost lease and on shutdown; pass it to slow I/O. */
  readonly signal: AbortSignal;
  /**
   * Runs one chunk: `work`'s writes, the checkpoint and the progress commit in ONE transaction on
   * the app's database, which first checks (row lock) that this run still owns the job. So after
   * kill -9 the next run starts from the last committed checkpoint: no chunk applied twice, none
   * skipped. Throws JobLeaseLostError / JobCancelledError instead of running `work` when it must not.
   */
  step<T>(work: (tx: Tx, checkpoint: unknown) => Promise<StepOutcome<T>>): Promise<StepOutcome<T>>;
  /** Progress outside a step (no effects to commit with it). */
  progress(done: number, total?: number | null, message?: string): Promise<void>;
}

export interface TaskDefinition<P extends Payload = Payload> {
  name: string;
  handler(ctx: JobContext<P>): Promise<void>;
  /** Runs before failing for good (default 5); 1 = no automatic retry. */
  maxAttempts?: number;
  /** Delay before the 2nd run, doubled for each further one (default 1000 ms, at most 1 h). */
  backoffMs?: number;
  /** A run longer than this is reported stuck (default 900 s). */
  expectedSeconds?: number;
}

export interface EnqueueOptions {
  /** Once per key and task: enqueuing again with the same key is a no-op (returns the first job). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction (the job exists only if it commits). */
  tx?: Tx;
  scheduleName?: string;
  /**
   * Held for the caller for this many seconds (run_at = now + it): the caller runs it at once with
   * `runNow`, and should it die first, any instance claims it once that time has passed.
   */
  reserveSeconds?: number;
}

export interface ScheduleDefinition {
  name: string;
  task: string;
  everyMs: number;
  payload?: Payload;
}

export class JobLeaseLostError extends Error {
  constructor() {
    super('Tarefa assumida por outra execução.');
  }
}
export class JobCancelledError extends Error {
  constructor() {
    super('Tarefa cancelada.');
  }
}
