/**
 * ERP runs on the job engine (docs/api.md, "How a run works"). Starting a sync locks the tasks' rows
 * and refuses (409) while one of them has a queued or running job, then creates one job for the tasks
 * (run in order) and a 'running' log per task, in one transaction. The job's handler runs the tasks
 * one after another (erp-run.ts); its checkpoint lists the tasks still to run and those that failed,
 * so a run taken over after kill -9 resumes at the interrupted task (from its cursor), and a retry
 * runs again only the tasks that failed.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiConfigs, integrationTasks, syncLogs } from '../db/schema/index.ts';
import { HttpError } from '../domain/http-error.ts';
import { unfinished } from '../repositories/integrations.ts';
import { type ErpClientSettings, SyncAbortedError } from './erp-client.ts';
import { type RecordsObserver, runTask, type SyncLogRow, type TaskRun } from './erp-run.ts';
import { SYNC_MESSAGES } from './erp-tasks.ts';
import type { JobEngine } from './jobs/job-engine.ts';
import { JobCancelledError, type JobContext, JobLeaseLostError, type Tx } from './jobs/job-types.ts';

export const ERP_SYNC_TASK = 'erp.sync';
export const ERP_SCHEDULED_TASK = 'erp.scheduled-sync';

interface ErpPayload extends Record<string, unknown> {
  taskIds: number[];
  triggeredById: number | null;
}
interface ErpCheckpoint {
  pending: number[];
  failed: number[];
  pages: number;
}

/**
 * Claims the tasks (all or none) and enqueues their job, reserved for this instance to run at once.
 * Throws HttpError 400 (task or config disabled) / 409 (a run in progress); null when `dedupeKey`
 * was used before (a scheduled start already made).
 */
export async function startSync(
  db: Database,
  engine: JobEngine,
  taskIds: number[],
  triggeredById: number | null,
  dedupeKey?: string,
): Promise<{ jobId: number; logIds: number[] } | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        task: integrationTasks,
        configName: apiConfigs.name,
        configActive: apiConfigs.isActive,
      })
      .from(integrationTasks)
      .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
      .where(inArray(integrationTasks.id, taskIds))
      .orderBy(integrationTasks.id)
      .for('update', { of: integrationTasks });
    // Read after the lock, in a statement of its own: a statement that waited for the lock re-reads
    // the locked rows but still sees other tables as they were when it began, so a start that just
    // committed its job would be missed (READ COMMITTED, PostgreSQL).
    const busy = await tx
      .select({ id: integrationTasks.id })
      .from(integrationTasks)
      .where(and(inArray(integrationTasks.id, taskIds), unfinished));
    for (const row of rows) {
      if (!row.configActive)
        throw new HttpError(400, { detail: SYNC_MESSAGES.configInactive(row.configName) });
      if (!row.task.isActive) throw new HttpError(400, { detail: SYNC_MESSAGES.taskInactive });
      if (busy.some((b) => b.id === row.task.id)) throw new HttpError(409, { detail: SYNC_MESSAGES.running });
    }
    const ordered = taskIds.filter((id) => rows.some((r) => r.task.id === id));
    const payload: ErpPayload = { taskIds: ordered, triggeredById };
    const { job, created } = await engine.enqueue(ERP_SYNC_TASK, payload, {
      tx,
      reserveSeconds: engine.settings.leaseSeconds,
      ...(dedupeKey ? { dedupeKey } : {}),
    });
    if (!created) return null;
    const logIds: number[] = [];
    for (const id of ordered) {
      const row = rows.find((r) => r.task.id === id);
      if (!row) continue;
      // Left 'running' by a process that died.
      if (row.task.currentLogId !== null) await endInterrupted(tx, row.task.currentLogId);
      logIds.push(await openLog(tx, row.task, job.id, triggeredById));
    }
    return { jobId: job.id, logIds };
  });
}

/** A 'running' log for the task, which now points at it and at the job. */
async function openLog(
  tx: Tx,
  task: typeof integrationTasks.$inferSelect,
  jobId: number,
  triggeredById: number | null,
): Promise<number> {
  const [log] = await tx
    .insert(syncLogs)
    .values({ taskId: task.id, taskName: task.name, status: 'running', triggeredById })
    .returning({ id: syncLogs.id });
  const logId = log?.id as number;
  await tx
    .update(integrationTasks)
    .set({ currentJobId: jobId, currentLogId: logId, updatedAt: sql`now()` })
    .where(eq(integrationTasks.id, task.id));
  return logId;
}

/**
 * The run of one task inside the job, in a job step: the log opened at start on a first run; on a
 * takeover, a retry or after a shutdown a new log (the dead run's 'running' log ends as interrupted).
 * Null when the task cannot run now: disabled, or superseded (a later start gave it to another job).
 */
async function prepareTask(
  ctx: JobContext,
  taskId: number,
  triggeredById: number | null,
): Promise<TaskRun | null> {
  const { value } = await ctx.step(async (tx, checkpoint) => {
    const [row] = await tx
      .select({
        task: integrationTasks,
        baseUrl: apiConfigs.baseUrl,
        configActive: apiConfigs.isActive,
      })
      .from(integrationTasks)
      .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
      .where(eq(integrationTasks.id, taskId))
      .for('update', { of: integrationTasks });
    if (!row) return { checkpoint, value: null };
    // After the lock, in its own statement (see startSync).
    const [log] =
      row.task.currentLogId === null
        ? []
        : await tx
            .select({ status: syncLogs.status })
            .from(syncLogs)
            .where(eq(syncLogs.id, row.task.currentLogId));
    const mine = row.task.currentJobId === ctx.job.id;
    const running = mine && log?.status === 'running';
    if (running && !ctx.resumed)
      return { checkpoint, value: taskRun(row, row.task.currentLogId as number, false) };
    if (running && row.task.currentLogId !== null) await endInterrupted(tx, row.task.currentLogId);
    if (!mine || !row.task.isActive || !row.configActive) return { checkpoint, value: null };
    const logId = await openLog(tx, row.task, ctx.job.id, triggeredById);
    return { checkpoint, value: taskRun(row, logId, ctx.resumed) };
  });
  return value ?? null;
}

const taskRun = (
  row: { task: typeof integrationTasks.$inferSelect; baseUrl: string },
  logId: number,
  resumed: boolean,
): TaskRun => ({
  taskId: row.task.id,
  taskType: row.task.taskType,
  intervalMinutes: row.task.intervalMinutes,
  apiConfigId: row.task.apiConfigId,
  baseUrl: row.baseUrl,
  logId,
  resumed,
});

export async function endInterrupted(tx: Pick<Database, 'update'>, logId: number) {
  await tx
    .update(syncLogs)
    .set({ status: 'error', errorMessage: SYNC_MESSAGES.interrupted, finishedAt: sql`now()` })
    .where(and(eq(syncLogs.id, logId), eq(syncLogs.status, 'running')));
}

/** The erp.sync handler: runs the pending tasks in order; fails (listing them) when any failed. */
export function erpSyncHandler(db: Database, settings: ErpClientSettings, onRecords?: RecordsObserver) {
  return async (ctx: JobContext): Promise<void> => {
    const payload = ctx.payload as ErpPayload;
    let cp: ErpCheckpoint = (ctx.checkpoint as ErpCheckpoint | null) ?? {
      pending: payload.taskIds,
      failed: [],
      pages: 0,
    };
    // A retry after a failure runs the tasks that failed.
    if (cp.pending.length === 0) cp = { ...cp, pending: cp.failed, failed: [] };
    const errors: string[] = [];
    try {
      await runPending(ctx, cp, payload, errors);
    } catch (err) {
      await endStoppedLogs(db, ctx);
      throw err;
    }
    if (errors.length > 0) throw new Error(errors.join(' · '));
  };

  async function runPending(
    ctx: JobContext,
    start: ErpCheckpoint,
    payload: ErpPayload,
    errors: string[],
  ): Promise<void> {
    let cp = start;
    for (const taskId of [...cp.pending]) {
      const run = await prepareTask(ctx, taskId, payload.triggeredById);
      let log: SyncLogRow | null = null;
      if (run) log = await runTask(db, ctx, run, settings, cp.pages, onRecords);
      // Aborted (cancel, lost lease, shutdown): the task stays pending for whoever runs the job next.
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const failed = log?.status === 'error';
      if (failed && log) errors.push(`${log.taskName}: ${log.errorMessage}`);
      const pages = cp.pages + Number((log?.responseData as { pages?: number } | null)?.pages ?? 0);
      const next: ErpCheckpoint = {
        pending: cp.pending.filter((id) => id !== taskId),
        failed: failed ? [...cp.failed, taskId] : cp.failed,
        pages,
      };
      await ctx.step(async () => ({ checkpoint: next, done: pages }));
      cp = next;
    }
  }
}

/**
 * A run stopped by a shutdown or a cancel before its task reached the ERP (runTask ends the log of a
 * run stopped mid-page) would leave the logs opened at start 'running' until a takeover. Not after a
 * lost lease: the instance that took the job over owns the logs now.
 */
async function endStoppedLogs(db: Database, ctx: JobContext) {
  const reason: unknown = ctx.signal.reason;
  if (!ctx.signal.aborted || reason instanceof JobLeaseLostError) return;
  const message =
    reason instanceof JobCancelledError ? SYNC_MESSAGES.cancelled : new SyncAbortedError().message;
  const current = db
    .select({ id: integrationTasks.currentLogId })
    .from(integrationTasks)
    .where(eq(integrationTasks.currentJobId, ctx.job.id));
  await db
    .update(syncLogs)
    .set({ status: 'error', errorMessage: message, finishedAt: sql`now()` })
    .where(and(inArray(syncLogs.id, current), eq(syncLogs.status, 'running')));
}

/** The erp.scheduled-sync handler: starts each active task that is due (once per due time). */
export function erpScheduledHandler(db: Database, engine: JobEngine) {
  return async (): Promise<void> => {
    const due = await db
      .select({ id: integrationTasks.id, nextRun: integrationTasks.nextRun })
      .from(integrationTasks)
      .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
      .where(
        and(
          eq(integrationTasks.isActive, true),
          eq(apiConfigs.isActive, true),
          or(isNull(integrationTasks.nextRun), lte(integrationTasks.nextRun, sql`now()`)),
        ),
      )
      .orderBy(asc(integrationTasks.id));
    for (const task of due) {
      const key = `due:${task.id}:${task.nextRun?.toISOString() ?? 'first'}`;
      const started = await startSync(db, engine, [task.id], null, key).catch((err: unknown) => {
        if (err instanceof HttpError) return null; // running or disabled meanwhile: the next pass sees it
        throw err;
      });
      if (started) await engine.runNow(started.jobId);
    }
  };
}
