/**
 * Audiences, push and campaigns benchmark (not a test), on the points lifecycle's data set (1 M
 * customers, 10 M ledger entries; bench/lifecycle-data.ts) with birthdays and marketing consents:
 * a 3-rule audience's live count (p50/p99, POST marketing/audiences/preview/), a push to every
 * customer (the deliveries written and handed to the provider through the job engine, and the
 * process's peak RSS meanwhile) and a birthday campaign's run (docs/performance.md, "Audiences").
 *
 *   node bench/audiences.ts [--customers 1000000] [--entries 10000000] [--requests 50]   # PGlite
 *   node bench/audiences.ts --database-url postgres://user@127.0.0.1:5432/postgres          # PostgreSQL
 *   node bench/audiences.ts --smoke    # 2 000 customers, 20 000 entries (scripts/bench-smoke.ts)
 *   … --keep NAME    # the data set kept under NAME: loaded by the first run, reused by the next
 *   … --steps count   # only some of the steps (count, push, campaign; all by default)
 *
 * Exit code 1 when a request did not answer as expected, a run did not end, or a customer was
 * reached twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TASK } from '../src/plugins/campaigns.ts';
import { adminApp } from './bench-run.ts';
import { benchArgs, benchSize } from './bench-size.ts';
import { benchDatabase, isLoaded, markLoaded, rows } from './ledger-data.ts';
import { loadLifecycle } from './lifecycle-data.ts';

const args = benchArgs({
  keep: { type: 'string' },
  steps: { type: 'string', default: 'count,push,campaign' },
});
const steps = new Set(args.steps.split(','));
const CUSTOMERS = benchSize(args.customers, 1_000_000, 2_000, args.smoke, 10);
const ENTRIES = benchSize(args.entries, 10_000_000, 20_000, args.smoke, 100);
const REQUESTS = benchSize(args.requests, 50, 10, args.smoke);

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.log(`FALHA: ${message}`);
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const seconds = (started: number) => (performance.now() - started) / 1000;

/** Runs the engine until `done()` holds; the time it took and the peak RSS meanwhile. */
async function drain(app: FastifyInstance, done: () => Promise<boolean>) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  for (let round = 0; !(await done()); round++) {
    await app.jobs.runDue();
    await app.jobs.idle();
    if (round > 100_000) {
      fail('o motor de jobs não terminou');
      break;
    }
  }
  clearInterval(sampler);
  return { seconds: seconds(started), peakMb: peak / 2 ** 20 };
}

const count = async (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(app.db, query))[0]?.n ?? -1;

const t = await benchDatabase({ databaseUrl: args['database-url'], name: 'audiences', keep: args.keep });
try {
  const loadStarted = performance.now();
  const reused = await isLoaded(t.handle.db);
  if (reused) await t.handle.migrate();
  else {
    await loadLifecycle(t.handle, { customers: CUSTOMERS, entries: ENTRIES });
    // Birthdays spread over the year (1 in 365 today) and the marketing consent of every customer.
    await t.handle.db.execute(sql`update users set birth_date = date '1980-01-01' + (id % 365) * interval '1 day'
      where user_type = 'CLIENTE'`);
    await t.handle.db.execute(sql`insert into customer_consents (user_id, purpose, granted, source)
      select id, 'marketing_push', true, 'seed' from users where user_type = 'CLIENTE'`);
    // A VACUUM, not only ANALYZE: a million updated rows leave the visibility map cleared.
    if (t.handle.driver === 'pglite') await t.handle.analyze();
    else await t.handle.db.execute(sql`VACUUM ANALYZE`);
    if (args.keep) await markLoaded(t.handle.db);
  }
  const [admin] = await rows<{ id: number }>(
    t.handle.db,
    sql`select min(id)::int as id from users where user_type = 'ADMIN'`,
  );
  const adminId = admin?.id ?? 0;
  console.log(`Carga (${t.label}${reused ? ', reutilizada' : ''}): ${seconds(loadStarted).toFixed(1)} s`);
  const { app, headers } = await adminApp(t.handle, adminId);
  const [dealer] = await rows<{ id: number }>(app.db, sql`select min(id)::int as id from dealerships`);

  if (steps.has('count')) await measureCount(app, headers, dealer?.id ?? 0);
  if (steps.has('push')) await measurePush(app, headers);
  if (steps.has('campaign')) await measureCampaign(app, headers);
  await app.close();
} finally {
  await t.cleanup();
}
process.exit(failed ? 1 : 0);

type Headers = Record<string, string>;

/** 1. A 3-rule audience's live count, as the builder asks for it while rules change. */
async function measureCount(app: FastifyInstance, headers: Headers, dealerId: number) {
  const rules = {
    combinator: 'and',
    groups: [
      {
        combinator: 'and',
        rules: [
          { field: 'home_dealership', op: 'in', values: [dealerId] },
          { field: 'points_balance', op: 'between', min: 100, max: 5000 },
          { field: 'last_service', op: 'within_days', days: 180 },
        ],
      },
    ],
  };
  const times: number[] = [];
  let members = -1;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/marketing/audiences/preview/',
      headers,
      payload: { rules },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) fail(`preview → ${res.statusCode} ${res.body.slice(0, 200)}`);
    else members = res.json().count;
  }
  times.sort((a, b) => a - b);
  console.log(
    `Contagem do público (3 regras, ${members.toLocaleString('pt-BR')} clientes): p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms (${REQUESTS} pedidos)`,
  );
}

/** 2. A push to every customer: the deliveries written and handed over, each customer once. */
async function measurePush(app: FastifyInstance, headers: Headers) {
  const sendStarted = performance.now();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/communications/admin/send-push-notification/',
    headers,
    payload: { title: 'Benchmark', message: 'Para todos os clientes' },
  });
  // 201 when delivered within PUSH_WAIT_MS, 202 when the job carries on (always, at 1 M).
  if (sent.statusCode !== 201 && sent.statusCode !== 202)
    fail(`push → ${sent.statusCode} ${sent.body.slice(0, 200)}`);
  const { notification, total_recipients: total } = sent.json();
  const pending = sql`select count(*)::int as n from notification_deliveries
    where notification_id = ${notification?.id ?? 0} and status = 'PENDING'`;
  const written = sql`select count(*)::int as n from notification_deliveries where notification_id = ${notification?.id ?? 0}`;
  const push = await drain(
    app,
    async () => (await count(app, written)) >= total && (await count(app, pending)) === 0,
  );
  const deliveries = await count(app, written);
  const distinct = await count(
    app,
    sql`select count(distinct user_id)::int as n from notification_deliveries where notification_id = ${notification?.id ?? 0}`,
  );
  console.log(
    `Push para todos: ${deliveries.toLocaleString('pt-BR')} entregas em ${(seconds(sendStarted)).toFixed(1)} s (motor ${push.seconds.toFixed(1)} s), pico de RSS ${push.peakMb.toFixed(0)} MB`,
  );
  if (deliveries !== total || distinct !== total)
    fail(`push: ${deliveries} entregas, ${distinct} clientes, ${total} esperados`);
}

/** 3. A birthday campaign's run: today's birthdays, each once. */
async function measureCampaign(app: FastifyInstance, headers: Headers) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/marketing/campaigns/',
    headers,
    payload: {
      name: 'Aniversariantes do benchmark',
      trigger: 'BIRTHDAY',
      title: 'Feliz aniversário!',
      message: 'Um presente te espera na concessionária.',
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    },
  });
  if (created.statusCode !== 201) fail(`campanha → ${created.statusCode} ${created.body.slice(0, 200)}`);
  const campaignId = created.json().id as number;
  const { job } = await app.jobs.enqueue(
    CAMPAIGN_TASK,
    { campaignId },
    { dedupeKey: `bench-campaign-${campaignId}` },
  );
  const state = sql`select state from jobs where id = ${job.id}`;
  const campaign = await drain(app, async () => {
    const [row] = await rows<{ state: string }>(app.db, state);
    return row?.state === 'succeeded' || row?.state === 'failed';
  });
  const reached = await count(
    app,
    sql`select count(*)::int as n from campaign_deliveries where campaign_id = ${campaignId}`,
  );
  const twice = await count(
    app,
    sql`select count(*)::int as n from (select user_id from campaign_deliveries where campaign_id = ${campaignId}
      group by user_id, occurrence having count(*) > 1) x`,
  );
  console.log(
    `Campanha de aniversário: ${reached.toLocaleString('pt-BR')} clientes em ${campaign.seconds.toFixed(1)} s, pico de RSS ${campaign.peakMb.toFixed(0)} MB`,
  );
  if (twice !== 0) fail(`campanha: ${twice} clientes alcançados duas vezes`);
  if (reached <= 0) fail('campanha: nenhum aniversariante alcançado');
}
