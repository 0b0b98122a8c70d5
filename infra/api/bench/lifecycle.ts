/**
 * Points lifecycle benchmark (not a test): at 1 M customers and 10 M ledger entries, the expiry run
 * (time, batches per second, peak RSS), the release run, the liability panel's p50/p99 and the
 * customer page's (docs/performance.md, "Points lifecycle"). The runs go through the job engine as
 * in production (one job each, chunked, checkpointed); requests through `app.inject`.
 *
 *   node bench/lifecycle.ts [--customers 1000000] [--entries 10000000] [--requests 200]   # PGlite
 *   node bench/lifecycle.ts --database-url postgres://user@127.0.0.1:5432/postgres          # PostgreSQL
 *   node bench/lifecycle.ts --smoke    # 2 000 customers, 20 000 entries (scripts/bench-smoke.ts)
 *
 * Exit code 1 when a request did not answer 200, a run did not end, a due batch was left, or the
 * lifecycle's invariants do not hold afterwards.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { jobs } from '../src/db/schema/index.ts';
import { EXPIRE_TASK, RELEASE_TASK } from '../src/plugins/points-lifecycle.ts';
import { sessionAccess, TEST_CONFIG } from '../src/test/helpers.ts';
import { benchArgs, benchSize } from './bench-size.ts';
import { benchDatabase, rows } from './ledger-data.ts';
import { lifecycleMismatches, loadLifecycle } from './lifecycle-data.ts';

const args = benchArgs({});
const CUSTOMERS = benchSize(args.customers, 1_000_000, 2_000, args.smoke, 10);
const ENTRIES = benchSize(args.entries, 10_000_000, 20_000, args.smoke, 100);
const REQUESTS = benchSize(args.requests, 200, 20, args.smoke);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
let failed = false;
const fail = (message: string) => {
  failed = true;
  console.log(`FALHA: ${message}`);
};

/** Times `requests` GETs of `url(i)`; every answer must be a 200. */
async function latency(app: FastifyInstance, token: string, url: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({ url: url(i), headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) fail(`${url(i)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

/** Runs one job of `task` through the engine; its time and the process's peak RSS meanwhile. */
async function run(app: FastifyInstance, task: string) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const { job } = await app.jobs.enqueue(task, {}, { dedupeKey: `bench-${task}-${Date.now()}` });
  for (;;) {
    await app.jobs.runDue();
    await app.jobs.idle();
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    if (row?.state === 'succeeded') break;
    if (row?.state === 'failed' || row?.state === 'cancelled') {
      fail(`${task}: ${row.state} ${row.lastError ?? ''}`);
      break;
    }
  }
  clearInterval(sampler);
  const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: peak / 2 ** 20,
    done: row?.progressDone ?? 0,
  };
}

/** Batches due at `at` (a run handles those due when it starts: later ones wait for the next run). */
const due = async (app: FastifyInstance, what: 'expire' | 'release', at: Date) => {
  const when = at.toISOString();
  const [row] = await rows<{ n: number }>(
    app.db,
    what === 'expire'
      ? sql`select count(*)::int as n from points_batches where released_at is not null and remaining > 0 and expires_at <= ${when}::timestamptz`
      : sql`select count(*)::int as n from points_batches where released_at is null and remaining > 0 and available_at <= ${when}::timestamptz`,
  );
  return row?.n ?? -1;
};

const t = await benchDatabase({ databaseUrl: args['database-url'], name: 'lifecycle' });
try {
  const loadStarted = performance.now();
  const { adminId, firstCustomer } = await loadLifecycle(t.handle, {
    customers: CUSTOMERS,
    entries: ENTRIES,
  });
  console.log(`Carga (${t.label}): ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const app = await buildApp({
    db: t.handle,
    logger: false,
    config: { ...TEST_CONFIG, POINTS_JOBS_INTERVAL_MS: 0 },
  });
  await app.ready();
  const token = await sessionAccess(app, { id: adminId, userType: 'ADMIN', sessionVersion: 0 });

  const panel = await latency(app, token, () => '/api/v1/loyalty/admin/liability/');
  console.log(`Painel de passivo: p50 ${ms(panel.p50)}, p99 ${ms(panel.p99)} (${REQUESTS} pedidos)`);
  const customer = (i: number) => firstCustomer + ((i * 7919) % CUSTOMERS);
  const figures = await latency(app, token, (i) => `/api/v1/users/${customer(i)}/points/`);
  const batches = await latency(app, token, (i) => `/api/v1/users/${customer(i)}/points-batches/`);
  console.log(
    `Página do cliente: pontos p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}; lotes p50 ${ms(batches.p50)}, p99 ${ms(batches.p99)}`,
  );

  const releaseAt = new Date();
  const toRelease = await due(app, 'release', releaseAt);
  const release = await run(app, RELEASE_TASK);
  console.log(`Liberação: ${toRelease.toLocaleString('pt-BR')} lotes em ${release.seconds.toFixed(1)} s`);
  const expireAt = new Date();
  const toExpire = await due(app, 'expire', expireAt);
  const expiry = await run(app, EXPIRE_TASK);
  const rate = toExpire / Math.max(expiry.seconds, 0.001);
  console.log(
    `Expiração: ${toExpire.toLocaleString('pt-BR')} lotes em ${expiry.seconds.toFixed(1)} s (${Math.round(rate).toLocaleString('pt-BR')} lotes/s), pico de RSS ${expiry.peakMb.toFixed(0)} MB`,
  );
  if (release.done !== toRelease) fail(`liberação: ${release.done} de ${toRelease} lotes`);
  if (expiry.done !== toExpire) fail(`expiração: ${expiry.done} de ${toExpire} lotes`);
  // At full size the data keeps ripening while a run works (a batch a few seconds): what was due
  // when each run started must be gone.
  if ((await due(app, 'expire', expireAt)) !== 0) fail('sobraram lotes vencidos');
  if ((await due(app, 'release', releaseAt)) !== 0) fail('sobraram lotes pendentes vencidos');
  const mismatches = await lifecycleMismatches(t.handle);
  if (mismatches !== 0) fail(`${mismatches} divergências entre saldos, lotes e o consolidado`);
  else console.log('Invariantes: saldos = lotes vivos, pendentes = lotes pendentes, consolidado = lotes');
  await app.close();
} finally {
  await t.cleanup();
}
process.exit(failed ? 1 : 0);
