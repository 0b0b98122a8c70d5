import { Type } from 'typebox';
import type { ApiConfigRow, SyncLogRow, TaskRow } from '../../repositories/integrations.ts';
import { Nullable } from '../common/schemas.ts';

export const BASE = '/integrations/api';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const SyncLog = Type.Object({
  id: Type.Integer(),
  task_id: Nullable(Type.Integer()),
  task_name: Type.String(),
  /** 'running' while the run is in progress. */
  status: Type.Union([
    Type.Literal('running'),
    Type.Literal('success'),
    Type.Literal('error'),
    Type.Literal('warning'),
  ]),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' })),
  /** Seconds (null while running). */
  duration: Nullable(Type.Number()),
  records_processed: Type.Integer(),
  records_created: Type.Integer(),
  records_updated: Type.Integer(),
  error_message: Nullable(Type.String()),
  response_data: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

export function syncLog(row: SyncLogRow) {
  return {
    id: row.id,
    task_id: row.taskId,
    task_name: row.taskName,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    finished_at: iso(row.finishedAt),
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    records_processed: row.recordsProcessed,
    records_created: row.recordsCreated,
    records_updated: row.recordsUpdated,
    error_message: row.errorMessage,
    response_data: row.responseData ?? null,
  };
}

export const ApiConfig = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  api_type: Type.String(),
  is_active: Type.Boolean(),
  base_url: Type.String(),
});

export function apiConfig(row: ApiConfigRow) {
  return {
    id: row.id,
    name: row.name,
    api_type: row.apiType,
    is_active: row.isActive,
    base_url: row.baseUrl,
  };
}

export const Task = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  task_type: Type.String(),
  is_active: Type.Boolean(),
  api_config_id: Type.Integer(),
  interval_minutes: Type.Integer(),
  running: Type.Boolean(),
  last_run: Nullable(Type.String({ format: 'date-time' })),
  next_run: Nullable(Type.String({ format: 'date-time' })),
});

export function task(row: TaskRow) {
  return {
    id: row.id,
    name: row.name,
    task_type: row.taskType,
    is_active: row.isActive,
    api_config_id: row.apiConfigId,
    interval_minutes: row.intervalMinutes,
    running: row.running,
    last_run: iso(row.lastRun),
    next_run: row.isActive ? iso(row.nextRun) : null,
  };
}

export const Started = Type.Object({
  detail: Type.String(),
  log_id: Type.Optional(Type.Integer()),
  log_ids: Type.Optional(Type.Array(Type.Integer())),
});
