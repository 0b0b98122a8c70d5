/**
 * The job engine's queue as gauges, read from the `jobs` table on each scrape (one grouped
 * statement; finished jobs are pruned, so the table stays small). Every instance reads the same
 * shared table: aggregate them with max(), not sum() (docs/operations.md, "Metrics").
 */
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

interface JobStateRow extends Record<string, unknown> {
  task: string;
  state: string;
  n: number;
  stuck: number;
  oldest_due_seconds: number | null;
  longest_running_seconds: number | null;
}

const JOB_STATE_SQL = sql`
  select task, state, count(*)::int as n,
    (count(*) filter (where state = 'running' and (stuck_at is not null
      or started_at + make_interval(secs => expected_seconds) < now())))::int as stuck,
    extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))::float8
      as oldest_due_seconds,
    extract(epoch from now() - min(started_at) filter (where state = 'running'))::float8
      as longest_running_seconds
  from jobs group by task, state`;

type Rows = JobStateRow[] | null;

/**
 * prom-client collects every metric of a scrape at once: the five gauges share one read of the
 * table per scrape (`load`), each setting its own values from it.
 */
export function jobGauges(registry: Registry, db: Database, onError: (err: unknown) => void): void {
  let pending: Promise<Rows> | undefined;
  const read = async (): Promise<Rows> => {
    try {
      return ((await db.execute(JOB_STATE_SQL)) as unknown as { rows: JobStateRow[] }).rows;
    } catch (err) {
      onError(err);
      return null;
    }
  };
  const load = () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  const gauge = (
    name: string,
    help: string,
    labelNames: readonly string[],
    fill: (g: Gauge, rows: JobStateRow[]) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const rows = await load();
        this.reset();
        if (rows) fill(this, rows);
      },
    });
  const each = (rows: JobStateRow[], state: string, set: (row: JobStateRow) => void) => {
    for (const row of rows) if (row.state === state) set(row);
  };
  gauge(
    'fidelidade_jobs',
    'Jobs in the shared queue by task and state (queued, running, succeeded, failed, cancelled)',
    ['task', 'state'],
    (g, rows) => {
      for (const row of rows) g.set({ task: row.task, state: row.state }, Number(row.n));
    },
  );
  gauge(
    'fidelidade_jobs_stuck',
    "Running jobs past their task's expected duration ('Travada')",
    ['task'],
    (g, rows) => each(rows, 'running', (row) => g.set({ task: row.task }, Number(row.stuck))),
  );
  gauge(
    'fidelidade_jobs_oldest_due_seconds',
    'Age of the oldest queued job whose run time has come: how long work waits for a worker',
    ['task'],
    (g, rows) =>
      each(rows, 'queued', (row) => g.set({ task: row.task }, Number(row.oldest_due_seconds ?? 0))),
  );
  gauge(
    'fidelidade_jobs_longest_running_seconds',
    'How long the oldest running job of each task has been running',
    ['task'],
    (g, rows) =>
      each(rows, 'running', (row) => g.set({ task: row.task }, Number(row.longest_running_seconds ?? 0))),
  );
  new Gauge({
    name: 'fidelidade_jobs_scrape_ok',
    help: '1 when the job gauges could be read from the database at this scrape, else 0',
    registers: [registry],
    async collect() {
      this.set((await load()) ? 1 : 0);
    },
  });
}
