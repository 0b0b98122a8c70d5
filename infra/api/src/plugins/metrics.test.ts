import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { createErpIntegration } from '../services/erp-integration.ts';
import { startMetricsListener } from '../services/metrics/metrics-listener.ts';
import { insertErpTestRules } from '../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, login, type TestContext } from '../test/helpers.ts';

/** /metrics (docs/operations.md, "Metrics"): what it holds, who may read it, on which port. */
const TOKEN = 'token-de-metricas-com-mais-de-32-caracteres';

describe('metrics', () => {
  let ctx: TestContext;
  let erp: ErpFixture;

  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    return res.body;
  };
  /** The value of the first series whose line starts with `prefix`. */
  const value = (body: string, prefix: string) => {
    const line = body.split('\n').find((l) => l.startsWith(prefix));
    assert.ok(line, `no series ${prefix}`);
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  before(async () => {
    erp = await startErpFixture({ customers: 12, services: 0, purchases: 0, pageSize: 5 });
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN, SCHEDULER_INTERVAL_MS: 0 });
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    await createErpIntegration(ctx.db, erp.url);
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
  });

  test('the main port answers only with the bearer token', async () => {
    assert.equal((await ctx.app.inject({ url: '/metrics' })).statusCode, 401);
    const wrong = { authorization: `Bearer ${TOKEN.replace('t', 'T')}` };
    assert.equal((await ctx.app.inject({ url: '/metrics', headers: wrong })).statusCode, 401);
    const plain = await ctx.extraApp({ METRICS_TOKEN: undefined });
    assert.equal((await plain.inject({ url: '/metrics' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/api/v1/metrics' })).statusCode, 404);
  });

  test('requests by route template, statements, event loop, sign-in failures', async () => {
    const token = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    const [admin] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.admin));
    const res = await ctx.app.inject({
      url: `/api/v1/users/${admin?.id}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await login(ctx.app, EMAILS.admin, 'senha-errada-de-teste')).statusCode, 401);
    const body = await scrape();
    const byRoute =
      'fidelidade_http_request_duration_seconds_count{method="GET",route="/api/v1/users/:id/",status_code="200"}';
    assert.equal(value(body, byRoute), 1);
    assert.ok(!body.includes(`/api/v1/users/${admin?.id}/`), 'a raw URL became a label');
    const failures = 'fidelidade_login_failures_total{endpoint="/api/v1/users/auth/admin-login/"}';
    assert.equal(value(body, failures), 1);
    const driver = ctx.handle.driver;
    assert.ok(
      value(
        body,
        `fidelidade_db_query_duration_seconds_count{driver="${driver}",operation="SELECT",outcome="ok"}`,
      ) > 0,
    );
    assert.match(body, /^nodejs_eventloop_lag_p99_seconds \d/m);
    if (driver === 'postgres') assert.ok(value(body, 'fidelidade_db_pool_connections{state="total"}') >= 1);
    else assert.ok(!body.includes('fidelidade_db_pool_connections{'));
  });

  test('the job queue: counts by state, age of due work, stuck runs; ERP records per run', async () => {
    await ctx.db.insert(s.jobs).values([
      { task: 'test.metrics', state: 'queued', runAt: sql`now() - interval '90 seconds'` },
      { task: 'test.metrics', state: 'queued', runAt: sql`now() + interval '1 hour'` },
      {
        task: 'test.metrics',
        state: 'running',
        startedAt: sql`now() - interval '2 hours'`,
        expectedSeconds: 60,
        leaseUntil: sql`now() + interval '1 hour'`,
      },
    ]);
    const [task] = await ctx.db
      .select()
      .from(s.integrationTasks)
      .where(eq(s.integrationTasks.taskType, 'CUSTOMERS'));
    const [log] = await ctx.app.integrations.start([task?.id ?? 0], null, true);
    assert.equal(log?.status, 'success');
    const body = await scrape();
    assert.equal(value(body, 'fidelidade_jobs{task="test.metrics",state="queued"}'), 2);
    assert.equal(value(body, 'fidelidade_jobs_stuck{task="test.metrics"}'), 1);
    const waited = value(body, 'fidelidade_jobs_oldest_due_seconds{task="test.metrics"}');
    assert.ok(waited >= 89 && waited < 300, `oldest due job waited ${waited} s`);
    assert.ok(value(body, 'fidelidade_jobs_longest_running_seconds{task="test.metrics"}') >= 7199);
    assert.equal(value(body, 'fidelidade_jobs_scrape_ok'), 1);
    assert.equal(value(body, 'fidelidade_erp_records_total{task="CUSTOMERS",outcome="created"}'), 12);
    assert.equal(
      value(body, 'fidelidade_job_run_duration_seconds_count{task="erp.sync",outcome="succeeded"}'),
      1,
    );
    await ctx.db.delete(s.jobs).where(eq(s.jobs.task, 'test.metrics'));
  });

  test('the private listener serves /metrics and nothing else', async () => {
    const listener = await startMetricsListener(ctx.app.metrics, 0, '127.0.0.1', (err) => {
      throw err;
    });
    try {
      const base = `http://127.0.0.1:${listener.port}`;
      const res = await fetch(`${base}/metrics`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /fidelidade_http_request_duration_seconds_bucket/);
      assert.equal((await fetch(`${base}/api/v1/health/`)).status, 404);
      assert.equal((await fetch(`${base}/metrics`, { method: 'POST' })).status, 404);
    } finally {
      await listener.close();
    }
  });
});
