import { and, asc, count, eq, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notificationDeliveries, notifications, users } from '../db/schema/index.ts';
import { marketingConsentSql } from './consent/marketing-consent.ts';
import type { PushProvider } from './push-provider.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Tx;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'title' | 'message' | 'priority' | 'scheduledFor' | 'expiresAt' | 'createdById' | 'dealershipId'
>;

/** Recipients per delivery batch (one provider call and one INSERT each). */
export const DELIVERY_BATCH = 1000;

/**
 * Audience (docs/architecture.md §6): active CLIENTE customers whose marketing consent is on
 * (docs/security.md, LGPD); of one dealership when the notification has one.
 */
function audience(dealershipId: number | null): SQL | undefined {
  return and(
    eq(users.userType, 'CLIENTE'),
    eq(users.isActive, true),
    marketingConsentSql(users.id),
    dealershipId === null ? undefined : eq(users.dealershipId, dealershipId),
  );
}

export async function countRecipients(db: Queryable, dealershipId: number | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(audience(dealershipId));
  return row?.n ?? 0;
}

/**
 * Delivers `n` to its audience inside the caller's transaction: provider call and delivery rows per
 * batch, then the notification's status (SENT when every batch was accepted, else FAILED), sent_at
 * and counters. Either all of it commits or none.
 */
async function deliver(
  tx: Tx,
  provider: PushProvider,
  n: NotificationRow,
  now: Date,
  batchSize = DELIVERY_BATCH,
): Promise<NotificationRow> {
  if (n.expiresAt && n.expiresAt <= now) {
    // Expired before it could go out: nobody is notified.
    const [row] = await tx
      .update(notifications)
      .set({ status: 'FAILED', totalRecipients: 0, pushSentSuccess: 0, updatedAt: now })
      .where(eq(notifications.id, n.id))
      .returning();
    return row as NotificationRow;
  }
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(audience(n.dealershipId))
    .orderBy(asc(users.id));
  const message = {
    id: n.id,
    title: n.title,
    message: n.message,
    priority: n.priority,
    expires_at: n.expiresAt?.toISOString() ?? null,
    sent_at: now.toISOString(),
  };
  let delivered = 0;
  let failedBatches = 0;
  for (let i = 0; i < recipients.length; i += batchSize) {
    const batch = recipients.slice(i, i + batchSize).map((r) => r.id);
    const result = await provider.send(message, batch);
    if (result.ok) delivered += batch.length;
    else failedBatches++;
    await tx
      .insert(notificationDeliveries)
      .values(
        batch.map((userId) => ({
          notificationId: n.id,
          userId,
          provider: provider.name,
          status: result.ok ? ('DELIVERED' as const) : ('FAILED' as const),
          attempts: 1,
          deliveredAt: result.ok ? now : null,
          error: result.ok ? null : result.error.slice(0, 1000),
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  const [row] = await tx
    .update(notifications)
    .set({
      status: failedBatches === 0 ? 'SENT' : 'FAILED',
      sentAt: now,
      totalRecipients: recipients.length,
      pushSentSuccess: delivered,
      updatedAt: now,
    })
    .where(eq(notifications.id, n.id))
    .returning();
  return row as NotificationRow;
}

/** Creates and delivers a notification now, in one transaction. */
export async function sendNow(
  db: Database,
  provider: PushProvider,
  input: NewNotification,
  now = new Date(),
): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notifications)
      .values({ ...input, scheduledFor: null, status: 'DRAFT', createdAt: now, updatedAt: now })
      .returning();
    return deliver(tx, provider, created as NotificationRow, now);
  });
}

/** Stores a SCHEDULED notification; total_recipients is the audience size now (recounted on dispatch). */
export async function schedule(
  db: Database,
  input: NewNotification,
  now = new Date(),
): Promise<NotificationRow> {
  const totalRecipients = await countRecipients(db, input.dealershipId ?? null);
  const [row] = await db
    .insert(notifications)
    .values({ ...input, status: 'SCHEDULED', totalRecipients, createdAt: now, updatedAt: now })
    .returning();
  return row as NotificationRow;
}

export interface DispatchResult {
  sent: number[];
  failed: number[];
}

/**
 * Sends every SCHEDULED notification with scheduled_for <= now. Each one is claimed with
 * `SELECT … FOR UPDATE SKIP LOCKED` and delivered in that same transaction, so concurrent callers
 * (several API instances) never send one twice: a second caller skips the locked row, and once the
 * first commits the row is no longer SCHEDULED. On PGlite (one connection) transactions simply
 * run one after the other. A notification whose transaction errors stays SCHEDULED for the next run.
 */
export async function dispatchDueNotifications(
  db: Database,
  provider: PushProvider,
  now: Date = new Date(),
  options: { max?: number; batchSize?: number; onError?: (id: number, err: unknown) => void } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: [], failed: [] };
  const skipped: number[] = [];
  const max = options.max ?? 100;
  while (result.sent.length + result.failed.length + skipped.length < max) {
    let claimedId: number | undefined;
    try {
      const row = await db.transaction(async (tx) => {
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
        return deliver(tx, provider, due, now, options.batchSize);
      });
      if (!row) break;
      (row.status === 'SENT' ? result.sent : result.failed).push(row.id);
    } catch (err) {
      if (claimedId === undefined) throw err;
      skipped.push(claimedId);
      options.onError?.(claimedId, err);
    }
  }
  return result;
}
