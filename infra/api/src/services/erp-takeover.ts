/**
 * Takeover of ERP runs whose instance died (a crash, SIGKILL, a lost host): their lease is no longer
 * renewed by a heartbeat, so once it expires any instance's sweeper claims the task, ends the dead
 * run's log as interrupted and resumes it from the saved cursor (the cursor moves with each committed
 * page, so the resumed run continues where the dead one stopped). Rows are locked FOR UPDATE SKIP
 * LOCKED: when several instances sweep at once, exactly one takes each task.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiConfigs, integrationTasks, syncLogs } from '../db/schema/index.ts';
import { type Claim, endInterruptedLogs, openRun } from './erp-sync.ts';

/** Claims every task whose run stopped renewing its lease; returns the resumed runs' claims. */
export async function takeOverExpiredRuns(db: Database, leaseSeconds: number): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        task: integrationTasks,
        baseUrl: apiConfigs.baseUrl,
        configActive: apiConfigs.isActive,
        triggeredById: syncLogs.triggeredById,
      })
      .from(integrationTasks)
      .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
      .leftJoin(syncLogs, eq(syncLogs.id, integrationTasks.currentLogId))
      .where(
        and(
          or(isNotNull(integrationTasks.runToken), isNotNull(integrationTasks.currentLogId)),
          or(isNull(integrationTasks.leaseUntil), lt(integrationTasks.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(integrationTasks.id)
      .for('update', { of: integrationTasks, skipLocked: true });
    const claims: Claim[] = [];
    for (const { task, baseUrl, configActive, triggeredById } of rows) {
      if (task.currentLogId !== null) await endInterruptedLogs(tx, [task.currentLogId]);
      if (!task.isActive || !configActive) {
        // Switched off since the run started: free the task instead of resuming it.
        await tx
          .update(integrationTasks)
          .set({ runToken: null, leaseUntil: null, currentLogId: null, updatedAt: sql`now()` })
          .where(eq(integrationTasks.id, task.id));
        continue;
      }
      claims.push(await openRun(tx, task, baseUrl, { triggeredById, leaseSeconds, resumed: true }));
    }
    return claims;
  });
}
