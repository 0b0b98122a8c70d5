import type { Job, JobOverview } from '@fidelidade/contract';

const base: Job = {
  id: 1,
  task: 'erp.sync',
  state: 'succeeded',
  stuck: false,
  schedule_name: null,
  dedupe_key: null,
  attempts: 1,
  max_attempts: 1,
  run_at: '2026-11-26T18:00:00Z',
  started_at: '2026-11-26T18:00:01Z',
  finished_at: '2026-11-26T18:01:00Z',
  heartbeat_at: '2026-11-26T18:01:00Z',
  progress: null,
  last_error: null,
  created_at: '2026-11-26T18:00:00Z',
  can_retry: false,
  can_cancel: false,
};

/** A failed ERP sync, a chunked import running at 40% (stuck), and a queued dispatch. */
export const failedSync: Job = {
  ...base,
  id: 42,
  state: 'failed',
  last_error: 'Sincronização de clientes: ERP indisponível após 3 tentativas: conexão recusada',
  can_retry: true,
};
export const runningImport: Job = {
  ...base,
  id: 43,
  task: 'imports.customers',
  state: 'running',
  stuck: true,
  finished_at: null,
  attempts: 1,
  max_attempts: 5,
  progress: { done: 40_000, total: 100_000, message: 'linhas 39.001–40.000' },
  can_cancel: true,
};

export const jobsOverview: JobOverview = {
  counts: { queued: 0, running: 1, failed: 1, stuck: 1 },
  schedules: [
    {
      name: 'notifications.dispatch',
      task: 'notifications.dispatch',
      every_ms: 5000,
      last_run_at: '2026-11-26T18:00:05Z',
      last_state: 'succeeded',
      last_error: null,
      next_run_at: '2026-11-26T18:00:10Z',
    },
  ],
  jobs: [runningImport, failedSync],
};

export const emptyJobs: JobOverview = {
  counts: { queued: 0, running: 0, failed: 0, stuck: 0 },
  schedules: [],
  jobs: [],
};
