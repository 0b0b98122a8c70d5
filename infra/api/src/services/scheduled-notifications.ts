import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { HttpError, notFound } from '../domain/http-error.ts';
import type { PushFormValues } from '../domain/push-form.ts';
import { countRecipients } from './notification-dispatch.ts';

export const SCHEDULED_MESSAGES = {
  notScheduled:
    'Esta notificação não está mais agendada (já foi enviada ou cancelada) e não pode ser alterada.',
} as const;

type Priority = (typeof notifications.$inferInsert)['priority'];

/** The notification `id` in the sender's scope (null = every notification) and still SCHEDULED. */
function scheduledInScope(id: number, dealershipId: number | null): SQL | undefined {
  return and(
    eq(notifications.id, id),
    eq(notifications.status, 'SCHEDULED'),
    dealershipId === null ? undefined : eq(notifications.dealershipId, dealershipId),
  );
}

/** 404 when the id is not the sender's to see; 409 when it exists but is no longer scheduled. */
async function refusal(db: Database, id: number, dealershipId: number | null): Promise<HttpError> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        dealershipId === null ? undefined : eq(notifications.dealershipId, dealershipId),
      ),
    );
  return row ? new HttpError(409, { detail: SCHEDULED_MESSAGES.notScheduled }) : notFound();
}

/**
 * Edits a push that has not gone out. The UPDATE's own `status = 'SCHEDULED'` is the guard: the
 * dispatcher holds the row locked while it sends, so an edit racing a send waits, then finds the
 * row SENT and changes nothing (409) — a push is never sent with half an edit.
 */
export async function updateScheduled(
  db: Database,
  id: number,
  dealershipId: number | null,
  values: PushFormValues & { priority: Priority },
  now = new Date(),
): Promise<void> {
  const [current] = await db
    .select({ dealershipId: notifications.dealershipId, audienceId: notifications.audienceId })
    .from(notifications)
    .where(scheduledInScope(id, dealershipId));
  const totalRecipients = current
    ? await countRecipients(db, current.dealershipId, current.audienceId, now)
    : 0;
  const updated = await db
    .update(notifications)
    .set({
      title: values.title,
      message: values.message,
      priority: values.priority,
      scheduledFor: values.scheduledFor,
      expiresAt: values.expiresAt,
      totalRecipients,
      updatedAt: now,
    })
    .where(scheduledInScope(id, dealershipId))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw await refusal(db, id, dealershipId);
}

/** Calls a scheduled push off: it stays in the history as CANCELLED and is never sent. */
export async function cancelScheduled(
  db: Database,
  id: number,
  dealershipId: number | null,
  now = new Date(),
): Promise<void> {
  const cancelled = await db
    .update(notifications)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(scheduledInScope(id, dealershipId))
    .returning({ id: notifications.id });
  if (cancelled.length === 0) throw await refusal(db, id, dealershipId);
}
