import type { Job, JobSchedule } from '@fidelidade/contract';
import type { JobRow, ScheduleRow } from '../../../repositories/jobs.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function jobJson(row: JobRow): Job {
  return {
    id: row.id,
    task: row.task,
    state: row.state,
    stuck: row.stuck,
    schedule_name: row.scheduleName,
    dedupe_key: row.dedupeKey,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    heartbeat_at: iso(row.heartbeatAt),
    progress:
      row.progressDone === null
        ? null
        : { done: row.progressDone, total: row.progressTotal, message: row.progressMessage },
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    can_retry: row.state === 'failed' || row.state === 'cancelled',
    can_cancel: row.state === 'queued' || row.state === 'running',
  };
}

/** The next slot after the last one fired (slots are aligned on the epoch: job-schedules.ts). */
export function scheduleJson(row: ScheduleRow, now = Date.now()): JobSchedule {
  const nextSlot = (Math.floor(now / row.everyMs) + 1) * row.everyMs;
  const running = row.lastState === 'queued' || row.lastState === 'running';
  return {
    name: row.name,
    task: row.task,
    every_ms: row.everyMs,
    last_run_at: iso(row.lastStartedAt ?? row.lastSlotAt),
    last_state: row.lastState,
    last_error: row.lastError,
    // A slot is skipped while the previous job runs: then the next run waits for it.
    next_run_at: running ? null : new Date(nextSlot).toISOString(),
  };
}
