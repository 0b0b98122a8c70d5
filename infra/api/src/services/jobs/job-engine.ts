/**
 * The job engine (docs/architecture.md §5, "Background jobs"): named tasks, jobs in PostgreSQL (or
 * PGlite), schedules fired once per slot across instances, claims with `FOR UPDATE SKIP LOCKED`,
 * leases with a heartbeat (a job whose process died is taken over once its lease expires), retries
 * with backoff, cancellation, progress and checkpoints committed with each chunk's effects.
 * The loop (`start`) polls every JOBS_POLL_INTERVAL_MS; `runDue` is one pass (tests).
 */

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import { cancelJob, markStuck, retryJob } from './job-operations.ts';
import { type Claimed, claimJobs, insertJob, type Outcome } from './job-queue.ts';
import { runClaimed } from './job-runner.ts';
import { fireIfDue, upsertSchedule } from './job-schedules.ts';
import type { EnqueueOptions, JobRow, Payload, ScheduleDefinition, TaskDefinition } from './job-types.ts';

export interface EngineSettings {
  leaseSeconds: number;
  pollIntervalMs: number;
  concurrency: number;
}

export interface EngineLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Observability around each run (plugins/jobs.ts: a span per run, the run-duration metric). */
export interface EngineHooks {
  around?<T>(job: { id: number; task: string; attempts: number }, run: () => Promise<T>): Promise<T>;
  finished?(task: string, outcome: Outcome['kind'], seconds: number): void;
}

export function createJobEngine(
  db: Database,
  settings: EngineSettings,
  log: EngineLog,
  hooks: EngineHooks = {},
) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);
  const tasks = new Map<string, TaskDefinition>();
  const schedules = new Map<string, ScheduleDefinition>();
  const registered = new Set<string>();
  /** performance.now() before which a schedule's current slot is known taken (job-schedules.ts). */
  const slotTakenUntil = new Map<string, number>();
  const running = new Map<number, Promise<Outcome>>();
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;

  const taskOf = (name: string) => {
    const def = tasks.get(name);
    if (!def) throw new Error(`tarefa desconhecida: ${name}`);
    return def;
  };

  function launch(claimed: Claimed): Promise<Outcome> {
    const def = taskOf(claimed.job.task);
    const deps = {
      db,
      leaseSeconds: settings.leaseSeconds,
      shutdown: shutdown.signal,
      onError: (msg: string, err: unknown, job: { id: number; task: string }) =>
        log.error({ err, jobId: job.id, task: job.task }, msg),
    };
    const started = performance.now();
    const execute = () => runClaimed(deps, claimed, def);
    const run = (hooks.around ? hooks.around(claimed.job, execute) : execute())
      .catch((err): Outcome => {
        // Only the final write can throw (database gone): the lease then simply expires.
        log.error({ err, jobId: claimed.job.id }, 'falha ao registrar o fim da tarefa');
        return { kind: 'released' };
      })
      .then((outcome) => {
        hooks.finished?.(claimed.job.task, outcome.kind, (performance.now() - started) / 1000);
        return outcome;
      });
    running.set(claimed.job.id, run);
    void run.finally(() => {
      running.delete(claimed.job.id);
      // A free slot: look for more work now rather than at the next poll (a backlog drains at once).
      if (timer) setImmediate(tick);
    });
    return run;
  }

  async function fireSchedules() {
    for (const schedule of schedules.values()) {
      if (!registered.has(schedule.name)) {
        await upsertSchedule(db, schedule);
        registered.add(schedule.name);
      }
      if ((slotTakenUntil.get(schedule.name) ?? 0) > performance.now()) continue;
      const { untilNextSlotMs } = await fireIfDue(db, schedule, taskOf(schedule.task));
      if (untilNextSlotMs === null) slotTakenUntil.delete(schedule.name);
      else slotTakenUntil.set(schedule.name, performance.now() + untilNextSlotMs);
    }
  }

  /** One pass: fire due schedules, report stuck runs, claim and start what this instance may run. */
  async function runDue(): Promise<JobRow[]> {
    if (shutdown.signal.aborted) return [];
    await fireSchedules();
    for (const job of await markStuck(db))
      log.warn(
        { jobId: job.id, task: job.task, startedAt: job.startedAt },
        'tarefa travada: passou do tempo esperado',
      );
    const claimed = await claimJobs(db, {
      tasks: [...tasks.keys()],
      limit: settings.concurrency - running.size,
      leaseSeconds: settings.leaseSeconds,
      instance,
    });
    for (const c of claimed) {
      if (c.resumed) log.warn({ jobId: c.job.id, task: c.job.task }, 'tarefa interrompida retomada');
      launch(c);
    }
    return claimed.map((c) => c.job);
  }

  /** A pass unless one is under way (the loop's timer, and each finished job while it runs). */
  function tick() {
    if (shutdown.signal.aborted) return;
    pass ??= runDue()
      .catch((err) => log.error({ err }, 'falha no motor de tarefas'))
      .finally(() => {
        pass = undefined;
      });
  }

  return {
    instance,
    settings,
    define<P extends Payload>(def: TaskDefinition<P>) {
      tasks.set(def.name, def as unknown as TaskDefinition);
    },
    /** Registers a schedule (its row is written on the next pass); everyMs 0 = none. */
    schedule(schedule: ScheduleDefinition) {
      if (schedule.everyMs > 0) schedules.set(schedule.name, schedule);
    },
    async enqueue(task: string, payload: Payload = {}, options: EnqueueOptions = {}) {
      return insertJob(options.tx ?? db, taskOf(task), payload, options);
    },
    /**
     * Claims the job now and starts it in this process (a manual start answers at once); `done`
     * settles when the run ends. Null when another instance has it.
     */
    async runNow(id: number): Promise<{ done: Promise<Outcome> } | null> {
      const [claimed] = await claimJobs(db, {
        tasks: [...tasks.keys()],
        limit: 1,
        leaseSeconds: settings.leaseSeconds,
        instance,
        onlyId: id,
      });
      // Wrapped: an async function returning the run's promise would wait for the run itself.
      return claimed ? { done: launch(claimed) } : null;
    },
    runDue,
    cancel: (id: number) => cancelJob(db, id),
    retry: (id: number) => retryJob(db, id),
    /** Starts polling (server.ts); no-op when already started. */
    start() {
      if (timer || shutdown.signal.aborted) return;
      timer = setInterval(tick, settings.pollIntervalMs);
      timer.unref();
      tick();
    },
    get started() {
      return timer !== undefined;
    },
    /** Resolves when no job of this process is running (tests). */
    async idle() {
      while (running.size > 0 || pass) await Promise.allSettled([...running.values(), pass]);
    },
    /** Stops polling, aborts the runs of this process (back to the queue) and waits for them. */
    async stop() {
      clearInterval(timer);
      shutdown.abort();
      await pass;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type JobEngine = ReturnType<typeof createJobEngine>;
