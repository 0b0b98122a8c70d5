/**
 * One ERP task's run inside its job: fetches the ERP page by page and commits each page — data,
 * cursor, log counters, the job's checkpoint and progress — in one job step (services/jobs/), so a
 * failing page writes nothing and a run taken over after kill -9 resumes at the first uncommitted
 * page. Finishes the task's log; never throws.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { integrationTasks, type SyncLogStatus, type SyncTaskType, syncLogs } from '../db/schema/index.ts';
import {
  type CustomerRecord,
  type Parsed,
  type PurchaseRecord,
  parseCustomer,
  parsePurchase,
  type RecordWarning,
} from '../domain/erp-records.ts';
import { applyCustomers } from './erp-apply-customers.ts';
import { applyPurchases, ruleVersions, SyncSetupError } from './erp-apply-purchases.ts';
import { createErpClient, type ErpClientSettings, ErpError, SyncAbortedError } from './erp-client.ts';
import { advanceCursor, latest, loadCursor } from './erp-cursors.ts';
import { SYNC_MESSAGES, TASK_META } from './erp-tasks.ts';
import { JobCancelledError, type JobContext, JobLeaseLostError } from './jobs/job-types.ts';

export type SyncLogRow = typeof syncLogs.$inferSelect;

/** Told the records of each committed page (the ERP records metric: docs/operations.md, "Metrics"). */
export type RecordsObserver = (
  task: SyncTaskType,
  counts: { created: number; updated: number; unchanged: number; skipped: number },
) => void;

export interface TaskRun {
  taskId: number;
  taskType: SyncTaskType;
  intervalMinutes: number;
  apiConfigId: number;
  baseUrl: string;
  logId: number;
  resumed: boolean;
}

/** Warnings kept in a log's response_data (the count is always complete). */
const MAX_WARNINGS = 50;
/** A run stops after this many pages (a misbehaving ERP must not loop forever). */
const MAX_PAGES = 10_000;

/** The log's error message: ours as they are, anything unexpected as an internal error. */
function failureMessage(err: unknown, signal: AbortSignal): string {
  const reason = signal.reason;
  if (reason instanceof JobLeaseLostError || err instanceof JobLeaseLostError) return SYNC_MESSAGES.leaseLost;
  if (reason instanceof JobCancelledError || err instanceof JobCancelledError) return SYNC_MESSAGES.cancelled;
  return err instanceof ErpError || err instanceof SyncAbortedError || err instanceof SyncSetupError
    ? err.message
    : `Erro interno na sincronização: ${(err as Error).message}`;
}

const newStats = () => ({
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  pages: 0,
  warnings: [] as RecordWarning[],
  warningsCount: 0,
});

export async function runTask(
  db: Database,
  ctx: JobContext,
  run: TaskRun,
  settings: ErpClientSettings,
  pagesBefore: number,
  onRecords?: RecordsObserver,
): Promise<SyncLogRow> {
  const startedMs = Date.now();
  const meta = TASK_META[run.taskType];
  const stats = newStats();
  // Not a record warning: it neither counts in warnings_count nor turns the run into 'warning'.
  if (run.resumed) stats.warnings.push({ external_id: null, reason: SYNC_MESSAGES.resumed });
  let status: SyncLogStatus = 'success';
  let errorMessage: string | null = null;
  let since: Date | null = null;
  const { signal } = ctx;
  try {
    const versions = meta.ruleKey ? await ruleVersions(db, meta.ruleKey) : [];
    const client = createErpClient(run.baseUrl, settings);
    let cursor = await loadCursor(db, run.apiConfigId, run.taskType);
    since = cursor.since;
    for (;;) {
      if (signal.aborted) throw new SyncAbortedError();
      const page = await client.page(
        meta.path,
        { updated_since: cursor.since?.toISOString(), page: cursor.nextPage ?? 1 },
        signal,
      );
      const parsed: Parsed<CustomerRecord | PurchaseRecord>[] = page.results.map((raw) =>
        run.taskType === 'CUSTOMERS' ? parseCustomer(raw) : parsePurchase(raw),
      );
      const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
      const malformed = parsed.flatMap((p) => (p.ok ? [] : [p.warning]));
      const highWater = good.reduce<Date | null>((m, r) => latest(m, r.updatedAt), null);
      const from = cursor;
      const { value } = await ctx.step(async (tx, checkpoint) => {
        const batch =
          run.taskType === 'CUSTOMERS'
            ? await applyCustomers(tx, good as CustomerRecord[])
            : await applyPurchases(tx, good as PurchaseRecord[], run.taskType, versions);
        const saved = await advanceCursor(tx, from, { nextPage: page.nextPage, highWater, hold: batch.hold });
        await tx
          .update(syncLogs)
          .set({
            recordsProcessed: sql`${syncLogs.recordsProcessed} + ${page.results.length}`,
            recordsCreated: sql`${syncLogs.recordsCreated} + ${batch.created}`,
            recordsUpdated: sql`${syncLogs.recordsUpdated} + ${batch.updated}`,
          })
          .where(eq(syncLogs.id, run.logId));
        const done = pagesBefore + stats.pages + 1;
        return {
          checkpoint,
          done,
          message: `${meta.label}: página ${from.nextPage ?? 1}`,
          value: { batch, saved },
        };
      });
      if (!value) throw new Error('page step without value');
      // Counted only once the page is committed.
      cursor = value.saved;
      const warnings = [...malformed, ...value.batch.warnings];
      stats.pages++;
      stats.processed += page.results.length;
      stats.created += value.batch.created;
      stats.updated += value.batch.updated;
      stats.unchanged += value.batch.unchanged;
      stats.warningsCount += warnings.length;
      stats.warnings.push(...warnings.slice(0, MAX_WARNINGS - stats.warnings.length));
      onRecords?.(run.taskType, {
        created: value.batch.created,
        updated: value.batch.updated,
        unchanged: value.batch.unchanged,
        skipped: warnings.length,
      });
      if (page.nextPage === null) break;
      if (stats.pages >= MAX_PAGES)
        throw new ErpError(`Mais de ${MAX_PAGES} páginas: sincronização interrompida.`, false);
    }
    if (stats.warningsCount > 0) status = 'warning';
  } catch (err) {
    status = 'error';
    errorMessage = failureMessage(err, signal);
  }
  return finishLog(db, run, { startedMs, status, errorMessage, since, stats, path: meta.path });
}

async function finishLog(
  db: Database,
  run: TaskRun,
  r: {
    startedMs: number;
    status: SyncLogStatus;
    errorMessage: string | null;
    since: Date | null;
    stats: ReturnType<typeof newStats>;
    path: string;
  },
): Promise<SyncLogRow> {
  const finishedMs = Date.now();
  const responseData = {
    resource: r.path,
    pages: r.stats.pages,
    updated_since: r.since?.toISOString() ?? null,
    unchanged: r.stats.unchanged,
    skipped: r.stats.warningsCount,
    warnings_count: r.stats.warningsCount,
    warnings: r.stats.warnings,
  };
  const [log] = await db.transaction(async (tx) => {
    await tx
      .update(integrationTasks)
      .set({
        lastRun: new Date(r.startedMs),
        nextRun: new Date(r.startedMs + run.intervalMinutes * 60_000),
        updatedAt: sql`now()`,
      })
      .where(eq(integrationTasks.id, run.taskId));
    return tx
      .update(syncLogs)
      .set({
        status: r.status,
        finishedAt: new Date(finishedMs),
        durationMs: finishedMs - r.startedMs,
        errorMessage: r.errorMessage,
        responseData,
      })
      .where(eq(syncLogs.id, run.logId))
      .returning();
  });
  return log as SyncLogRow;
}
