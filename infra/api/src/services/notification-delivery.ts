/**
 * A push's deliveries, written by its job on the engine (docs/architecture.md §5,
 * "Audiences"): the recipients (services/audiences/recipients.ts, resolved as of the run's start) in
 * id order, one chunk per step — the provider call, the chunk's notification_deliveries rows, the
 * notification's counters and the cursor commit together. A run killed at any moment resumes after
 * its last committed chunk; notification_deliveries is unique per (notification, user), so nobody
 * gets a row twice and memory holds one chunk whatever the audience's size.
 */
import { and, eq, sql } from 'drizzle-orm';
import { notificationDeliveries, notifications } from '../db/schema/index.ts';
import { audienceSelection } from './audiences/audience-selection.ts';
import { recipientsAfter } from './audiences/recipients.ts';
import { deliveryRows } from './delivery-rows.ts';
import type { JobContext, Tx } from './jobs/job-types.ts';
import type { NotificationRow } from './notification-dispatch.ts';
import type { PushProvider } from './push-provider.ts';

interface DeliveryCursor {
  /** The instant the audience is resolved at (the run's start; kept across resumes). */
  asOf: string;
  afterId: number;
  delivered: number;
  failed: number;
}

type Step = { done: boolean; cursor: DeliveryCursor };

async function finish(tx: Tx, n: NotificationRow, cursor: DeliveryCursor, status: 'SENT' | 'FAILED') {
  const now = new Date();
  await tx
    .update(notifications)
    .set({
      status,
      sentAt: status === 'SENT' || cursor.delivered + cursor.failed > 0 ? now : null,
      totalRecipients: cursor.delivered + cursor.failed,
      pushSentSuccess: cursor.delivered,
      updatedAt: now,
    })
    .where(eq(notifications.id, n.id));
}

/** One chunk: the next recipients, pushed and recorded; or the end of the run. */
async function deliverChunk(
  tx: Tx,
  provider: PushProvider,
  n: NotificationRow,
  cursor: DeliveryCursor,
  chunk: number,
): Promise<Step> {
  const asOf = new Date(cursor.asOf);
  if (n.expiresAt && n.expiresAt <= asOf) {
    await finish(tx, n, { ...cursor, delivered: 0, failed: 0 }, 'FAILED');
    return { done: true, cursor };
  }
  const selection = await audienceSelection(
    tx,
    n.audienceId,
    { dealershipId: n.dealershipId, partnerId: null },
    asOf,
  );
  // An audience named by the notification that no longer exists reaches nobody.
  const ids =
    selection && !(n.audienceName && n.audienceId === null)
      ? await recipientsAfter(tx, selection, cursor.afterId, chunk)
      : [];
  if (ids.length === 0) {
    await finish(tx, n, cursor, cursor.failed === 0 ? 'SENT' : 'FAILED');
    return { done: true, cursor };
  }
  const now = new Date();
  const result = await provider.send(
    {
      id: n.id,
      title: n.title,
      message: n.message,
      priority: n.priority,
      expires_at: n.expiresAt?.toISOString() ?? null,
      sent_at: now.toISOString(),
    },
    ids,
  );
  const written = await tx
    .insert(notificationDeliveries)
    .values(deliveryRows(provider, result, n.id, ids, now))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  const next: DeliveryCursor = {
    ...cursor,
    afterId: ids.at(-1) as number,
    delivered: cursor.delivered + (result.ok ? written.length : 0),
    failed: cursor.failed + (result.ok ? 0 : written.length),
  };
  await tx
    .update(notifications)
    .set({ pushSentSuccess: next.delivered, updatedAt: now })
    .where(eq(notifications.id, n.id));
  return { done: false, cursor: next };
}

/** The task `notifications.deliver` ({notificationId}): every chunk of one SENDING notification. */
export async function deliverNotification(
  ctx: JobContext,
  provider: PushProvider,
  chunk: number,
): Promise<void> {
  const id = Number(ctx.payload.notificationId);
  let cursor = (ctx.checkpoint as DeliveryCursor | null) ?? {
    asOf: new Date().toISOString(),
    afterId: 0,
    delivered: 0,
    failed: 0,
  };
  try {
    for (;;) {
      const { value } = await ctx.step<Step>(async (tx) => {
        const [n] = await tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.status, 'SENDING')))
          .for('update');
        const step: Step = n ? await deliverChunk(tx, provider, n, cursor, chunk) : { done: true, cursor };
        return {
          checkpoint: step.cursor,
          done: step.cursor.delivered + step.cursor.failed,
          total: n?.totalRecipients ?? null,
          message: `Notificação ${id}: ${(step.cursor.delivered + step.cursor.failed).toLocaleString('pt-BR')} destinatário(s)`,
          value: step,
        };
      });
      if (!value || value.done) return;
      cursor = value.cursor;
    }
  } catch (err) {
    // The last attempt: the push will not go on by itself; it ends FAILED with what it delivered.
    if (ctx.attempt >= (ctx.job.maxAttempts ?? 1)) {
      await ctx
        .step(async (tx) => {
          await tx.execute(sql`update "notifications" set "status" = 'FAILED', "updated_at" = now()
          where "id" = ${id} and "status" = 'SENDING'`);
          return { checkpoint: cursor };
        })
        .catch(() => undefined);
    }
    throw err;
  }
}
