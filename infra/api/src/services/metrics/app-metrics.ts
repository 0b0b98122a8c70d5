/**
 * The API's own metrics (docs/operations.md, "Metrics"): RED per route template, database
 * statements and pool, the job queue, ERP records, sign-in failures. One registry per app; the
 * process's default metrics are merged in at each scrape.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../../db/client.ts';
import { operationOf } from '../../db/query-observers.ts';
import { jobGauges } from './job-gauges.ts';
import { processMetrics } from './process-metrics.ts';

export interface ErpRecordCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface AppMetrics {
  /** This instance's metrics in Prometheus' text format. */
  scrape(): Promise<{ contentType: string; body: string }>;
  request(method: string, route: string, status: number, seconds: number): void;
  loginFailure(endpoint: string): void;
  loginRefused(limit: 'address' | 'account'): void;
  erpRecords(task: string, counts: ErpRecordCounts): void;
  jobFinished(task: string, outcome: string, seconds: number): void;
  /** Times every statement (DbHandle.observers); returns the function that stops it. */
  observeQueries(handle: DbHandle): () => void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function createAppMetrics(handle: DbHandle, onError: (err: unknown) => void): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const http = new Histogram({
    name: 'fidelidade_http_request_duration_seconds',
    help: 'API requests by method, route template (not the raw URL) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers,
  });
  const queries = new Histogram({
    name: 'fidelidade_db_query_duration_seconds',
    help: 'Database statements by kind (SELECT, INSERT, …) and outcome',
    labelNames: ['driver', 'operation', 'outcome'] as const,
    buckets: QUERY_SECONDS,
    registers,
  });
  new Gauge({
    name: 'fidelidade_db_pool_connections',
    help: 'node-postgres pool: connections open (total), idle, and queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = handle.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const logins = new Counter({
    name: 'fidelidade_login_failures_total',
    help: 'Failed sign-ins (wrong password or code) by endpoint',
    labelNames: ['endpoint'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'fidelidade_login_refusals_total',
    help: 'Sign-ins refused unchecked (429) by the limit that refused them: address or account',
    labelNames: ['limit'] as const,
    registers,
  });
  const erp = new Counter({
    name: 'fidelidade_erp_records_total',
    help: 'ERP records committed by the sync run loop, by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    registers,
  });
  const jobs = new Histogram({
    name: 'fidelidade_job_run_duration_seconds',
    help: 'Job runs on this instance by task and outcome (succeeded, failed, cancelled, released)',
    labelNames: ['task', 'outcome'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 300, 1800],
    registers,
  });
  jobGauges(registry, handle.db, onError);
  const merged = Registry.merge([processMetrics(), registry]);

  return {
    async scrape() {
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
    request(method, route, status, seconds) {
      http.observe({ method, route, status_code: String(status) }, seconds);
    },
    loginFailure: (endpoint) => logins.inc({ endpoint }),
    loginRefused: (limit) => refusals.inc({ limit }),
    erpRecords(task, counts) {
      for (const [outcome, n] of Object.entries(counts)) if (n > 0) erp.inc({ task, outcome }, n);
    },
    jobFinished: (task, outcome, seconds) => jobs.observe({ task, outcome }, seconds),
    observeQueries(db) {
      return db.observers.add(async (text, run) => {
        const started = performance.now();
        let outcome = 'error';
        try {
          const result = await run();
          outcome = 'ok';
          return result;
        } finally {
          const labels = { driver: db.driver, operation: operationOf(text), outcome };
          queries.observe(labels, (performance.now() - started) / 1000);
        }
      });
    },
  };
}
