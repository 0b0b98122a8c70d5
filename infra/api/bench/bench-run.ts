// What the benches that drive the app through the job engine share (bench/imports.ts,
// bench/bulk-credit.ts): a failure list that sets the exit code, and a sampled run — the job
// engine worked until a condition holds, with its time and the process's peak RSS meanwhile.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database, DbHandle } from '../src/db/client.ts';
import type { QueryObservers } from '../src/db/query-observers.ts';
import { sessionAccess, TEST_CONFIG } from '../src/test/helpers.ts';
import { rows } from './ledger-data.ts';

let failures = 0;

/** Records a wrong result (printed now; `exitCode()` is 1 from then on). */
export function fail(message: string): void {
  failures += 1;
  console.log(`FALHA: ${message}`);
}

export const exitCode = () => (failures > 0 ? 1 : 0);

export const seconds = (started: number) => (performance.now() - started) / 1000;
export const mb = (bytes: number) => bytes / 2 ** 20;

/**
 * Samples the process's RSS (the PGlite worker thread included) every 50 ms until stopped: on a
 * timer, and on each statement through `observers` too, since a job working chunk after chunk on
 * PGlite in this thread can hold the timers off for seconds. `stop()` gives the peak and the peak
 * of the first fifth of the time: memory flat when they are close.
 */
export function rssSampler(observers?: QueryObservers) {
  const started = performance.now();
  const samples: Array<[number, number]> = [];
  let last = 0;
  const sample = () => {
    const now = performance.now();
    if (now - last < 50) return;
    last = now;
    samples.push([now - started, process.memoryUsage.rss()]);
  };
  sample();
  const timer = setInterval(sample, 50);
  const remove = observers?.add((_text, run) => {
    sample();
    return run();
  });
  return {
    stop: () => {
      clearInterval(timer);
      remove?.();
      last = 0;
      sample();
      const elapsed = performance.now() - started;
      const peak = (from: number, to: number) =>
        mb(Math.max(0, ...samples.filter(([at]) => at >= from && at <= to).map(([, rss]) => rss)));
      return { peakMb: peak(0, elapsed), earlyPeakMb: peak(0, elapsed / 5) };
    },
  };
}

/**
 * Runs `work` while sampling RSS: its result, its wall time, this process's CPU time (all threads:
 * on PGlite the database's work too, on PostgreSQL only the API's), the peak RSS and the peak of
 * the first fifth of the time (MB). On a shared machine the CPU time moves less than the wall time.
 */
export async function measured<T>(work: () => Promise<T>, observers?: QueryObservers) {
  const sampler = rssSampler(observers);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const value = await work();
    const used = process.cpuUsage(cpu);
    return {
      value,
      seconds: seconds(started),
      cpuSeconds: (used.user + used.system) / 1e6,
      ...sampler.stop(),
    };
  } catch (error) {
    sampler.stop();
    throw error;
  }
}

/** Works the job engine until `done()` holds (a job started with runNow is already running). */
export async function drain(app: FastifyInstance, done: () => Promise<boolean>): Promise<void> {
  for (let round = 0; !(await done()); round++) {
    await app.jobs.runDue();
    await app.jobs.idle();
    if (round > 100_000) {
      fail('o motor de jobs não terminou');
      return;
    }
  }
}

/**
 * The JS heap still reachable, after a full collection, with `node --expose-gc` (else null): a
 * peak RSS that grows from run to run with this flat is garbage V8 had not yet collected.
 */
export function liveHeapMb(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  gc();
  return mb(process.memoryUsage().heapUsed);
}

/** `uptime`'s load averages, printed beside every figure (the machine is shared). */
export function machineLoad(): string {
  const [one, five] = os.loadavg();
  return `carga ${one?.toFixed(2)} / ${five?.toFixed(2)} (1 / 5 min), ${os.cpus().length} núcleos`;
}

/** The benchmark's ADMIN (the one account the data sets hold besides customers): its id. */
export async function insertBenchAdmin(db: Database): Promise<number> {
  const [admin] = await rows<{ id: number }>(
    db,
    sql`insert into users (cpf, email, full_name, user_type, is_superuser, is_staff)
      values ('99999999999', 'admin@bench.example', 'Administrador do benchmark', 'ADMIN', true, true)
      returning id`,
  );
  return admin?.id ?? 0;
}

/**
 * The app on the bench's database with only what is measured running (no points jobs, no
 * campaign schedule beside it), and the ADMIN's Authorization header.
 */
export async function adminApp(handle: DbHandle, adminId: number) {
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { ...TEST_CONFIG, POINTS_JOBS_INTERVAL_MS: 0, CAMPAIGNS_INTERVAL_MS: 0 },
  });
  await app.ready();
  const token = await sessionAccess(app, { id: adminId, userType: 'ADMIN', sessionVersion: 0 });
  return { app, headers: { authorization: `Bearer ${token}` } };
}
