import { sql } from 'drizzle-orm';
import { notificationDeliveries, notifications } from '../../db/schema/index.ts';
import { deliveryRows } from '../delivery-rows.ts';
import type { JobContext, Tx } from '../jobs/job-types.ts';
import type { PushProvider } from '../push-provider.ts';
import { at, rowsOf } from './points-sql.ts';
import { readProgrammeSettings } from './programme-settings.ts';

/** Customers per chunk: one transaction each, with its cursor. */
const CHUNK = 1_000;

export const REMINDER_TITLE = 'Seus pontos vão expirar';
const GENERIC = 'Você tem pontos que expiram em breve.';

/** 'Você tem 1.234 pontos que expiram em 15/03/2027' (São Paulo day). */
export function reminderText(points: number, day: string): string {
  const [y, m, d] = day.split('-');
  return `Você tem ${points.toLocaleString('pt-BR')} pontos que expiram em ${d}/${m}/${y}`;
}

interface ReminderCursor {
  asOf: string;
  afterUser: number;
  notificationId: number | null;
  sent: number;
}

interface DueReminder {
  user_id: number;
  day: string;
  points: string;
  ids: string[];
}

/**
 * The next customers (after `afterUser`) with live points expiring within the reminder window and
 * not yet reminded: for each, the earliest such São Paulo day and its points. Later days of the same
 * customer are reminded by a later run, so a customer gets at most one reminder a run.
 */
function dueReminders(tx: Tx, cursor: ReminderCursor, days: number) {
  const asOf = new Date(cursor.asOf);
  const until = new Date(asOf.getTime() + days * 86_400_000);
  return rowsOf<DueReminder>(
    tx,
    sql`select "user_id", "day", sum("remaining")::text as "points", array_agg("id"::text) as "ids" from (
      select "id", "user_id", "remaining", ("expires_at" at time zone 'America/Sao_Paulo')::date::text as "day",
        min(("expires_at" at time zone 'America/Sao_Paulo')::date) over (partition by "user_id") as "first_day"
      from "points_batches"
      where "released_at" is not null and "remaining" > 0 and "reminder_sent_at" is null
        and "expires_at" > ${at(asOf)} and "expires_at" <= ${at(until)} and "user_id" > ${cursor.afterUser}
    ) b where "day" = "first_day"::text
    group by "user_id", "day" order by "user_id" limit ${CHUNK}`,
  );
}

/** The run's notification (created with its first chunk): the history shows one line per run. */
async function runNotification(tx: Tx, cursor: ReminderCursor, now: Date): Promise<number> {
  if (cursor.notificationId !== null) return cursor.notificationId;
  const [row] = await tx
    .insert(notifications)
    .values({
      title: REMINDER_TITLE,
      message: GENERIC,
      status: 'SENT',
      sentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert notifications returned nothing');
  return row.id;
}

/**
 * Tells customers their points are about to expire (docs/architecture.md §5, points lifecycle):
 * 'Você tem N pontos que expiram em DD/MM/AAAA', once per batch (reminder_sent_at is written with
 * the delivery, in the chunk's transaction), through the push provider like any notification. The
 * cursor (last customer, the run's notification) is the step's checkpoint, so a resumed run goes on.
 */
export async function sendExpiryReminders(ctx: JobContext, provider: PushProvider): Promise<void> {
  let cursor = (ctx.checkpoint as ReminderCursor | null) ?? {
    asOf: new Date().toISOString(),
    afterUser: 0,
    notificationId: null,
    sent: 0,
  };
  for (;;) {
    const { value } = await ctx.step(async (tx) => {
      const settings = await readProgrammeSettings(tx);
      const due = await dueReminders(tx, cursor, settings.reminderDays);
      const last = due.at(-1);
      if (!last) return { checkpoint: cursor, done: cursor.sent, value: { more: false, cursor } };
      const now = new Date();
      const notificationId = await runNotification(tx, cursor, now);
      const delivered = await deliver(tx, provider, notificationId, due, now);
      await tx.execute(sql`update "points_batches" set "reminder_sent_at" = ${at(now)}
        where "id" in ${due.flatMap((row) => row.ids.map(Number))}`);
      await tx.execute(sql`update "notifications" set
        "total_recipients" = "total_recipients" + ${due.length},
        "push_sent_success" = "push_sent_success" + ${delivered}
        where "id" = ${notificationId}`);
      const next = {
        ...cursor,
        afterUser: Number(last.user_id),
        notificationId,
        sent: cursor.sent + due.length,
      };
      return {
        checkpoint: next,
        done: next.sent,
        message: `Lembretes de expiração: ${next.sent.toLocaleString('pt-BR')} cliente(s)`,
        value: { more: true, cursor: next },
      };
    });
    if (!value?.more) return;
    cursor = value.cursor;
  }
}

/** One delivery row per customer with its own text, pushed in groups sharing the same text. */
async function deliver(
  tx: Tx,
  provider: PushProvider,
  notificationId: number,
  due: DueReminder[],
  now: Date,
): Promise<number> {
  const byText = new Map<string, number[]>();
  for (const row of due) {
    const text = reminderText(Number(row.points), row.day);
    byText.set(text, [...(byText.get(text) ?? []), Number(row.user_id)]);
  }
  let delivered = 0;
  for (const [text, users] of byText) {
    const message = {
      id: notificationId,
      title: REMINDER_TITLE,
      message: text,
      priority: 'MEDIUM',
      expires_at: null,
      sent_at: now.toISOString(),
    };
    const result = await provider.send(message, users);
    if (result.ok) delivered += users.length;
    await tx
      .insert(notificationDeliveries)
      .values(deliveryRows(provider, result, notificationId, users, now, text))
      .onConflictDoNothing();
  }
  return delivered;
}
