import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { audienceSelection } from './audiences/audience-selection.ts';
import { countReachable } from './audiences/recipients.ts';
import type { JobEngine } from './jobs/job-engine.ts';
import type { Tx } from './jobs/job-types.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  | 'title'
  | 'message'
  | 'priority'
  | 'scheduledFor'
  | 'expiresAt'
  | 'createdById'
  | 'dealershipId'
  | 'audienceId'
  | 'audienceName'
>;

/** The task that writes a notification's deliveries (services/notification-delivery.ts). */
export const DELIVER_TASK = 'notifications.deliver';

const senderScope = (dealershipId: number | null | undefined) => ({
  dealershipId: dealershipId ?? null,
  partnerId: null,
});

/** How many customers a push of this scope (and audience) reaches now (the recipients function). */
export async function countRecipients(
  db: Database | Tx,
  dealershipId: number | null,
  audienceId: number | null = null,
  at = new Date(),
): Promise<number> {
  const selection = await audienceSelection(db, audienceId, senderScope(dealershipId), at);
  return selection ? countReachable(db, selection) : 0;
}

/** Its delivery job, once per notification (the dedupe key), created in the caller's transaction. */
async function enqueueDelivery(jobs: JobEngine, tx: Tx, id: number, reserveSeconds?: number) {
  return jobs.enqueue(
    DELIVER_TASK,
    { notificationId: id },
    { tx, dedupeKey: `notification:${id}`, ...(reserveSeconds ? { reserveSeconds } : {}) },
  );
}

/**
 * Creates a push to go out now: SENDING, with the count of its recipients as of now, and its
 * delivery job (reserved for this process, which runs it at once: `runNow`). Both commit together.
 */
export async function createSending(
  db: Database,
  jobs: JobEngine,
  input: NewNotification,
  now = new Date(),
): Promise<{ notification: NotificationRow; jobId: number }> {
  return db.transaction(async (tx) => {
    const total = await countRecipients(tx, input.dealershipId ?? null, input.audienceId ?? null, now);
    const [created] = await tx
      .insert(notifications)
      .values({
        ...input,
        scheduledFor: null,
        status: 'SENDING',
        totalRecipients: total,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const row = created as NotificationRow;
    const { job } = await enqueueDelivery(jobs, tx, row.id, jobs.settings.leaseSeconds);
    return { notification: row, jobId: job.id };
  });
}

/** Stores a SCHEDULED notification; total_recipients is the audience size now (recounted on dispatch). */
export async function schedule(
  db: Database,
  input: NewNotification,
  now = new Date(),
): Promise<NotificationRow> {
  const totalRecipients = await countRecipients(
    db,
    input.dealershipId ?? null,
    input.audienceId ?? null,
    now,
  );
  const [row] = await db
    .insert(notifications)
    .values({ ...input, status: 'SCHEDULED', totalRecipients, createdAt: now, updatedAt: now })
    .returning();
  return row as NotificationRow;
}

export interface DispatchResult {
  /** Handed to their delivery jobs (SENDING), with those jobs' ids. */
  started: Array<{ id: number; jobId: number }>;
  /** Expired before they could go out: FAILED, nobody notified. */
  failed: number[];
}

/**
 * Hands every SCHEDULED notification with scheduled_for <= now to its delivery job. Each one is
 * claimed with `SELECT … FOR UPDATE SKIP LOCKED` and turned SENDING with its job in that same
 * transaction, so concurrent callers (several API instances) never start one twice; the job (one
 * per notification: its dedupe key) resolves the audience when it runs and writes the deliveries
 * in chunks (services/notification-delivery.ts). On PGlite transactions simply run one after another.
 */
export async function dispatchDueNotifications(
  db: Database,
  jobs: JobEngine,
  now: Date = new Date(),
  options: { max?: number; onError?: (id: number, err: unknown) => void } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { started: [], failed: [] };
  const skipped: number[] = [];
  const max = options.max ?? 100;
  while (result.started.length + result.failed.length + skipped.length < max) {
    let claimedId: number | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.status, 'SCHEDULED'),
              lte(notifications.scheduledFor, now),
              skipped.length > 0 ? notInArray(notifications.id, skipped) : undefined,
            ),
          )
          .orderBy(asc(notifications.scheduledFor), asc(notifications.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return undefined;
        claimedId = due.id;
        if (due.expiresAt && due.expiresAt <= now) {
          await tx
            .update(notifications)
            .set({ status: 'FAILED', totalRecipients: 0, pushSentSuccess: 0, updatedAt: now })
            .where(eq(notifications.id, due.id));
          return { id: due.id, jobId: null };
        }
        await tx
          .update(notifications)
          .set({ status: 'SENDING', updatedAt: now })
          .where(eq(notifications.id, due.id));
        const { job } = await enqueueDelivery(jobs, tx, due.id);
        return { id: due.id, jobId: job.id };
      });
      if (!outcome) break;
      if (outcome.jobId === null) result.failed.push(outcome.id);
      else result.started.push({ id: outcome.id, jobId: outcome.jobId });
    } catch (err) {
      if (claimedId === undefined) throw err;
      skipped.push(claimedId);
      options.onError?.(claimedId, err);
    }
  }
  return result;
}
