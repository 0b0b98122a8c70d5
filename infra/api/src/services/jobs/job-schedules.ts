/**
 * Schedules: a task fired once per slot of `every_ms` across every instance. Slots are aligned on
 * the epoch by the database's clock; firing is one transaction that moves the schedule's
 * `last_slot_at` to the current slot with a conditional UPDATE (the row lock makes a second
 * instance see the slot taken) and inserts the job. A slot is skipped while the schedule's previous
 * job is still queued or running, so runs never overlap. Each call reports how long the current slot
 * stays taken, so an instance tries a schedule about once per slot, not on every pass.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobSchedules } from '../../db/schema/index.ts';
import { insertJob } from './job-queue.ts';
import type { JobRow, ScheduleDefinition, TaskDefinition } from './job-types.ts';

/**
 * Creates the schedule's row or brings its task, period and payload up to date; a new period starts
 * afresh (its slots do not line up with the old ones).
 */
export async function upsertSchedule(db: Database, schedule: ScheduleDefinition): Promise<void> {
  const values = { task: schedule.task, everyMs: schedule.everyMs, payload: schedule.payload ?? {} };
  await db
    .insert(jobSchedules)
    .values({ name: schedule.name, ...values })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        ...values,
        lastSlotAt: sql`case when ${jobSchedules.everyMs} = ${schedule.everyMs} then ${jobSchedules.lastSlotAt} end`,
        updatedAt: sql`now()`,
      },
    });
}

const currentSlot = sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${jobSchedules.everyMs}) * ${jobSchedules.everyMs} / 1000.0)`;
/** Milliseconds from the database's now() to the slot after the current one. */
const untilNextSlot = sql<number>`(${jobSchedules.everyMs} - (extract(epoch from now()) * 1000) % ${jobSchedules.everyMs})::float8`;

export interface FireResult {
  /** The job this call enqueued, if it fired the current slot. */
  job: JobRow | null;
  /**
   * When the current slot is taken (fired now or before, here or by another instance): the time
   * until the next one, before which trying again cannot fire. Null while the slot waits for the
   * schedule's previous job to end: it may fire as soon as that job does.
   */
  untilNextSlotMs: number | null;
}

/** Fires `schedule` when its current slot has not been fired yet. */
export async function fireIfDue(
  db: Database,
  schedule: ScheduleDefinition,
  def: TaskDefinition,
): Promise<FireResult> {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .update(jobSchedules)
      .set({ lastSlotAt: currentSlot, updatedAt: sql`now()` })
      .where(
        and(
          eq(jobSchedules.name, schedule.name),
          sql`(${jobSchedules.lastSlotAt} is null or ${jobSchedules.lastSlotAt} < ${currentSlot})`,
          sql`not exists (select 1 from jobs where jobs.id = ${jobSchedules.lastJobId}
                and jobs.state in ('queued', 'running'))`,
        ),
      )
      .returning({ at: jobSchedules.lastSlotAt, payload: jobSchedules.payload, untilNextSlot });
    if (!slot?.at) {
      const [row] = await tx
        .select({ taken: sql<boolean>`${jobSchedules.lastSlotAt} >= ${currentSlot}`, untilNextSlot })
        .from(jobSchedules)
        .where(eq(jobSchedules.name, schedule.name));
      return { job: null, untilNextSlotMs: row?.taken ? row.untilNextSlot : null };
    }
    const { job } = await insertJob(tx, def, slot.payload, {
      tx,
      scheduleName: schedule.name,
      dedupeKey: `schedule:${schedule.name}:${slot.at.toISOString()}`,
    });
    await tx.update(jobSchedules).set({ lastJobId: job.id }).where(eq(jobSchedules.name, schedule.name));
    return { job, untilNextSlotMs: slot.untilNextSlot };
  });
}
