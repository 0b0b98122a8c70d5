import type { ApiConfig, SyncLog, SyncTask } from '@fidelidade/contract';
import type { ApiConfigRow, SyncLogRow, TaskRow } from '../../../repositories/integrations.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function syncLog(row: SyncLogRow): SyncLog {
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

export function apiConfig(row: ApiConfigRow): ApiConfig {
  return {
    id: row.id,
    name: row.name,
    api_type: row.apiType,
    is_active: row.isActive,
    base_url: row.baseUrl,
  };
}

export function task(row: TaskRow): SyncTask {
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
