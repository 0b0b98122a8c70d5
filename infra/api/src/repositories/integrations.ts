import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiConfigs, integrationTasks, jobs, type SyncTaskType, syncLogs } from '../db/schema/index.ts';

export type ApiConfigRow = typeof apiConfigs.$inferSelect;
export type TaskRow = typeof integrationTasks.$inferSelect & { running: boolean };
export type SyncLogRow = typeof syncLogs.$inferSelect;

/**
 * The task's job is queued, or running under a live lease. A run whose lease expired belongs to a
 * dead process: a new start supersedes it (its takeover then finds the task taken and skips it).
 */
export const unfinished = sql`exists (select 1 from ${jobs} where ${jobs.id} = ${integrationTasks.currentJobId}
  and (${jobs.state} = 'queued' or (${jobs.state} = 'running' and ${jobs.leaseUntil} > now())))`;

const taskColumns = {
  id: integrationTasks.id,
  apiConfigId: integrationTasks.apiConfigId,
  name: integrationTasks.name,
  taskType: integrationTasks.taskType,
  isActive: integrationTasks.isActive,
  intervalMinutes: integrationTasks.intervalMinutes,
  lastRun: integrationTasks.lastRun,
  nextRun: integrationTasks.nextRun,
  currentJobId: integrationTasks.currentJobId,
  currentLogId: integrationTasks.currentLogId,
  createdAt: integrationTasks.createdAt,
  updatedAt: integrationTasks.updatedAt,
  // Its job is queued or running (services/erp-jobs.ts), on any instance.
  running: sql<boolean>`${unfinished}`,
};

/** Reads and admin writes of API configs, tasks and sync logs (runs: services/erp-jobs.ts). */
export function createIntegrationsRepository(db: Database) {
  return {
    async latestLogs(limit: number): Promise<SyncLogRow[]> {
      return db.select().from(syncLogs).orderBy(desc(syncLogs.startedAt), desc(syncLogs.id)).limit(limit);
    },

    async logsById(ids: number[]): Promise<SyncLogRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(syncLogs).where(inArray(syncLogs.id, ids));
      return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is SyncLogRow => Boolean(r));
    },

    /** Counts of finished logs by status ('running' ones are not counted). */
    async statistics() {
      const rows = await db
        .select({ status: syncLogs.status, n: count() })
        .from(syncLogs)
        .groupBy(syncLogs.status);
      const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      const success = of('success');
      const error = of('error');
      const warning = of('warning');
      const total = success + error + warning;
      return {
        total_logs: total,
        success_logs: success,
        error_logs: error,
        warning_logs: warning,
        success_rate: total === 0 ? 0 : Math.round((success * 1000) / total) / 10,
      };
    },

    async lastFinished(): Promise<SyncLogRow | undefined> {
      const [row] = await db
        .select()
        .from(syncLogs)
        .where(sql`${syncLogs.status} <> 'running'`)
        .orderBy(desc(syncLogs.finishedAt), desc(syncLogs.id))
        .limit(1);
      return row;
    },

    async configs(): Promise<ApiConfigRow[]> {
      return db.select().from(apiConfigs).orderBy(asc(apiConfigs.id));
    },

    async config(id: number): Promise<ApiConfigRow | undefined> {
      const [row] = await db.select().from(apiConfigs).where(eq(apiConfigs.id, id));
      return row;
    },

    async setConfigActive(id: number, isActive: boolean): Promise<ApiConfigRow | undefined> {
      const [row] = await db
        .update(apiConfigs)
        .set({ isActive, updatedAt: sql`now()` })
        .where(eq(apiConfigs.id, id))
        .returning();
      return row;
    },

    async tasks(): Promise<TaskRow[]> {
      return db.select(taskColumns).from(integrationTasks).orderBy(asc(integrationTasks.id));
    },

    async task(id: number): Promise<TaskRow | undefined> {
      const [row] = await db.select(taskColumns).from(integrationTasks).where(eq(integrationTasks.id, id));
      return row;
    },

    /** The ERP task of a type: of an active config first, then the oldest. */
    async erpTask(type: SyncTaskType): Promise<TaskRow | undefined> {
      const [row] = await db
        .select(taskColumns)
        .from(integrationTasks)
        .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
        .where(and(eq(integrationTasks.taskType, type), eq(apiConfigs.apiType, 'ERP')))
        .orderBy(desc(apiConfigs.isActive), asc(integrationTasks.id))
        .limit(1);
      return row;
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
