import { desc, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRecord = typeof auditLog.$inferSelect;

/** The id of the newest audit row (0 when the log is empty): rows after it are a test's own. */
export async function lastAuditId(db: Database): Promise<number> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/** The audit rows written after `afterId`, oldest first. */
export async function auditRowsAfter(db: Database, afterId: number): Promise<AuditRecord[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(auditLog.id);
}
