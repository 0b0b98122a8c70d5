/**
 * Schedules: a task fired once per slot of `every_ms` across every instance. Slots are aligned on
 * the epoch by the database's clock; firing is one transaction that moves the schedule's
 * `last_slot_at` to the current slot with a conditional UPDATE (the row lock makes a second
 * instance see the slot taken) and inserts the job. A slot is skipped while the schedule's previous
 * job is still queued or running, so runs never overlap.
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

/** Fires `schedule` when its current slot has not been fired yet; returns the job it enqueued. */
export async function fireIfDue(
  db: Database,
  schedule: ScheduleDefinition,
  def: TaskDefinition,
): Promise<JobRow | null> {
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
      .returning({ at: jobSchedules.lastSlotAt, payload: jobSchedules.payload });
    if (!slot?.at) return null;
    const { job } = await insertJob(tx, def, slot.payload, {
      tx,
      scheduleName: schedule.name,
      dedupeKey: `schedule:${schedule.name}:${slot.at.toISOString()}`,
    });
    await tx.update(jobSchedules).set({ lastJobId: job.id }).where(eq(jobSchedules.name, schedule.name));
    return job;
  });
}
