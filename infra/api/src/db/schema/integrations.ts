import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { SYNC_LOG_STATUSES, SYNC_TASK_TYPES } from './enums.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** An external system reached over HTTP (docs/product.md §3 ApiConfig). A disabled config refuses to sync. */
export const apiConfigs = pgTable(
  'api_configs',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    apiType: varchar('api_type', { length: 30 }).notNull().default('ERP'),
    baseUrl: varchar('base_url', { length: 500 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('api_configs_name_key').on(t.name)],
);

/**
 * A synchronisation task of a config (docs/product.md §3 Integration task). A run is a job of the job
 * engine (services/erp-jobs.ts): starting locks this row `FOR UPDATE` and refuses while
 * `current_job_id` names a queued or running job, so one run per task exists anywhere, across API
 * instances; the engine's lease decides which instance runs it.
 */
export const integrationTasks = pgTable(
  'integration_tasks',
  {
    id: id(),
    apiConfigId: integer('api_config_id')
      .notNull()
      .references(() => apiConfigs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    taskType: varchar('task_type', { length: 30, enum: SYNC_TASK_TYPES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** next_run = last_run + interval; ERP_SCHEDULED_SYNC starts the task once it is due. */
    intervalMinutes: integer('interval_minutes').notNull().default(60),
    lastRun: timestamp('last_run', { withTimezone: true }),
    nextRun: timestamp('next_run', { withTimezone: true }),
    /** The job of the run in progress (or last run): jobs.id. */
    currentJobId: bigint('current_job_id', { mode: 'number' }).references(() => jobs.id, {
      onDelete: 'set null',
    }),
    currentLogId: bigint('current_log_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('integration_tasks_config_type_key').on(t.apiConfigId, t.taskType),
    check('integration_tasks_type_check', sql`${t.taskType} in ('CUSTOMERS', 'SERVICES', 'MERCHANDISE')`),
    check('integration_tasks_interval_check', sql`${t.intervalMinutes} > 0`),
  ],
);

/** One run of a task (docs/product.md §3 Sync log). 'running' until the run finishes. */
export const syncLogs = pgTable(
  'sync_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    taskId: integer('task_id').references(() => integrationTasks.id, { onDelete: 'set null' }),
    taskName: varchar('task_name', { length: 150 }).notNull(),
    status: varchar('status', { length: 10, enum: SYNC_LOG_STATUSES }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    recordsProcessed: integer('records_processed').notNull().default(0),
    recordsCreated: integer('records_created').notNull().default(0),
    recordsUpdated: integer('records_updated').notNull().default(0),
    errorMessage: text('error_message'),
    responseData: jsonb('response_data').$type<Record<string, unknown>>(),
    triggeredById: integer('triggered_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sync_logs_started_at_idx').on(t.startedAt),
    index('sync_logs_task_idx').on(t.taskId, t.startedAt),
    index('sync_logs_status_idx').on(t.status),
    check('sync_logs_status_check', sql`${t.status} in ('running', 'success', 'error', 'warning')`),
  ],
);

/**
 * Where the next run of a resource resumes. A pass fetches `updated_since = since` page by page;
 * `next_page` and `high_water` move in the same transaction as each page's data, so a crash resumes
 * at the first uncommitted page. When a pass ends, `since` becomes `high_water` (or `hold`, the
 * earliest record skipped because its customer did not exist yet, so it is fetched again).
 */
export const syncCursors = pgTable(
  'sync_cursors',
  {
    id: id(),
    apiConfigId: integer('api_config_id')
      .notNull()
      .references(() => apiConfigs.id, { onDelete: 'cascade' }),
    resource: varchar('resource', { length: 30, enum: SYNC_TASK_TYPES }).notNull(),
    since: timestamp('since', { withTimezone: true }),
    nextPage: integer('next_page'),
    highWater: timestamp('high_water', { withTimezone: true }),
    hold: timestamp('hold', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sync_cursors_config_resource_key').on(t.apiConfigId, t.resource)],
);
