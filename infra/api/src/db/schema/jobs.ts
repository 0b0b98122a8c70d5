import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { JOB_STATES } from './enums.ts';

/**
 * The job engine's queue (services/jobs/, docs/architecture.md §5 "Background jobs"): one row per
 * job, claimed `FOR UPDATE SKIP LOCKED`; a running job holds `lease_token` until `lease_until`,
 * renewed by its heartbeat, so a job whose process died is claimed again once the lease expires.
 * `checkpoint` and the progress columns move in the same transaction as a chunk's effects.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    task: varchar('task', { length: 100 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Enqueuing the same task with the same key again is a no-op, whatever the first job's state. */
    dedupeKey: varchar('dedupe_key', { length: 300 }),
    /** The schedule that fired it (job_schedules.name), if any. */
    scheduleName: varchar('schedule_name', { length: 100 }),
    state: varchar('state', { length: 12, enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    cancelRequested: timestamp('cancel_requested', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A run past this many seconds is stuck (reported, listed as such). */
    expectedSeconds: integer('expected_seconds').notNull().default(900),
    stuckAt: timestamp('stuck_at', { withTimezone: true }),
    progressDone: bigint('progress_done', { mode: 'number' }),
    progressTotal: bigint('progress_total', { mode: 'number' }),
    progressMessage: varchar('progress_message', { length: 300 }),
    checkpoint: jsonb('checkpoint').$type<unknown>(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NULL keys are distinct: only keyed jobs are deduplicated.
    unique('jobs_task_dedupe_key').on(t.task, t.dedupeKey),
    index('jobs_claim_idx').on(t.state, t.runAt),
    index('jobs_schedule_idx').on(t.scheduleName, t.id),
    index('jobs_created_at_idx').on(t.createdAt),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);

/**
 * Schedules: each fires its task once per slot of `every_ms` (slots aligned on the epoch, the
 * database's clock) whatever the number of instances: firing moves `last_slot_at` under a
 * conditional UPDATE, so one instance wins each slot. A slot is skipped while the schedule's
 * previous job is still queued or running (no overlapping runs).
 */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar('name', { length: 100 }).primaryKey(),
  task: varchar('task', { length: 100 }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  everyMs: integer('every_ms').notNull(),
  lastSlotAt: timestamp('last_slot_at', { withTimezone: true }),
  lastJobId: bigint('last_job_id', { mode: 'number' }),
  updatedAt: updatedAt(),
});
