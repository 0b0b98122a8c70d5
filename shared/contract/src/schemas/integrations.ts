import { type Static, Type } from 'typebox';
import { SYNC_LOG_STATUSES, SYNC_TASK_TYPES } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

/** One run of a sync task. */
export const SyncLog = Type.Object({
  id: Type.Integer(),
  task_id: Nullable(Type.Integer()),
  task_name: Type.String(),
  /** 'running' while the run is in progress. */
  status: Type.Enum(SYNC_LOG_STATUSES),
  started_at: DateTime,
  finished_at: Nullable(DateTime),
  /** Seconds (null while running). */
  duration: Nullable(Type.Number()),
  records_processed: Type.Integer(),
  records_created: Type.Integer(),
  records_updated: Type.Integer(),
  error_message: Nullable(Type.String()),
  response_data: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type SyncLog = Static<typeof SyncLog>;

/** logs/latest/: newest first, not paginated. */
export const SyncLogList = Type.Array(SyncLog);

export const LatestLogsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type LatestLogsQuery = Static<typeof LatestLogsQuery>;

export const LogStatistics = Type.Object({
  total_logs: Type.Integer(),
  success_logs: Type.Integer(),
  error_logs: Type.Integer(),
  warning_logs: Type.Integer(),
  /** Percent of finished logs that succeeded, one decimal. */
  success_rate: Type.Number(),
});
export type LogStatistics = Static<typeof LogStatistics>;

/** An ERP connection. */
export const ApiConfig = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  api_type: Type.String(),
  is_active: Type.Boolean(),
  base_url: Type.String(),
});
export type ApiConfig = Static<typeof ApiConfig>;

export const ApiConfigList = Type.Array(ApiConfig);

/** enable/ and disable/ answer the config and a message. */
export const ApiConfigToggled = Type.Intersect([ApiConfig, Type.Object({ detail: Type.String() })]);
export type ApiConfigToggled = Static<typeof ApiConfigToggled>;

/** test_connection/: GET {base_url}/health within the timeout. */
export const ConnectionResult = Type.Object({
  success: Type.Boolean(),
  status_code: Type.Optional(Type.Integer()),
  message: Type.String(),
  elapsed_ms: Type.Integer(),
});
export type ConnectionResult = Static<typeof ConnectionResult>;

export const SyncTask = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  task_type: Type.Enum(SYNC_TASK_TYPES),
  is_active: Type.Boolean(),
  api_config_id: Type.Integer(),
  interval_minutes: Type.Integer(),
  running: Type.Boolean(),
  last_run: Nullable(DateTime),
  /** null while the task is inactive. */
  next_run: Nullable(DateTime),
});
export type SyncTask = Static<typeof SyncTask>;

export const SyncTaskList = Type.Array(SyncTask);

/** A run started in the background (202): one log id, or one per task of sync-all-erp-async/. */
export const SyncStarted = Type.Object({
  detail: Type.String(),
  log_id: Type.Optional(Type.Integer()),
  log_ids: Type.Optional(Type.Array(Type.Integer())),
});
export type SyncStarted = Static<typeof SyncStarted>;

/** sync-all-erp/: the three runs finished, with their logs. */
export const SyncCompleted = Type.Object({ detail: Type.String(), logs: Type.Array(SyncLog) });
export type SyncCompleted = Static<typeof SyncCompleted>;

export const SyncStatus = Type.Object({
  /** Names of the tasks running now (in any API instance). */
  running: Type.Array(Type.String()),
  last_sync_at: Nullable(DateTime),
  last_sync_status: Nullable(Type.Enum(SYNC_LOG_STATUSES)),
  active_configs: Type.Integer(),
  total_configs: Type.Integer(),
  tasks: Type.Array(SyncTask),
});
export type SyncStatus = Static<typeof SyncStatus>;
