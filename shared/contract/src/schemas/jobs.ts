import { type Static, Type } from 'typebox';
import { JOB_STATES } from '../enums.ts';
import { DateTime, FilterOf, Nullable } from './common.ts';

/** GET ops/jobs/: the most recent jobs (default 50), of one state when asked. */
export const JobListQuery = Type.Object({
  state: FilterOf(JOB_STATES),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type JobListQuery = Static<typeof JobListQuery>;

/** done/total of a job that reports it, and what it is doing (`clientes: página 3`). */
export const JobProgress = Type.Object({
  done: Type.Integer(),
  total: Nullable(Type.Integer()),
  message: Nullable(Type.String()),
});
export type JobProgress = Static<typeof JobProgress>;

/** One job of the job engine (docs/api.md, "Operations: background jobs"). */
export const Job = Type.Object({
  id: Type.Integer(),
  /** The task's name (`erp.sync`, `notifications.dispatch`…); the console shows its pt-BR label. */
  task: Type.String(),
  state: Type.Enum(JOB_STATES),
  /** Running longer than its task's expected duration. */
  stuck: Type.Boolean(),
  schedule_name: Nullable(Type.String()),
  dedupe_key: Nullable(Type.String()),
  attempts: Type.Integer(),
  max_attempts: Type.Integer(),
  run_at: DateTime,
  started_at: Nullable(DateTime),
  finished_at: Nullable(DateTime),
  heartbeat_at: Nullable(DateTime),
  progress: Nullable(JobProgress),
  last_error: Nullable(Type.String()),
  created_at: DateTime,
  /** Failed or cancelled: POST …/retry/ queues it again. */
  can_retry: Type.Boolean(),
  /** Queued or running: POST …/cancel/ stops it. */
  can_cancel: Type.Boolean(),
});
export type Job = Static<typeof Job>;

/** A schedule: its task fired once per `every_ms` slot across every API instance. */
export const JobSchedule = Type.Object({
  name: Type.String(),
  task: Type.String(),
  every_ms: Type.Integer(),
  last_run_at: Nullable(DateTime),
  last_state: Nullable(Type.Enum(JOB_STATES)),
  last_error: Nullable(Type.String()),
  next_run_at: Nullable(DateTime),
});
export type JobSchedule = Static<typeof JobSchedule>;

export const JobOverview = Type.Object({
  counts: Type.Object({
    queued: Type.Integer(),
    running: Type.Integer(),
    failed: Type.Integer(),
    stuck: Type.Integer(),
  }),
  schedules: Type.Array(JobSchedule),
  jobs: Type.Array(Job),
});
export type JobOverview = Static<typeof JobOverview>;
