import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, type FixtureRequest, startErpFixture } from '@fidelidade/erp-fixture';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import * as s from '../../../db/schema/index.ts';
import { createErpIntegration } from '../../../services/erp-integration.ts';
import { erpEntryCount, erpUserCount, insertErpTestRules } from '../../../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';

/**
 * Timeouts and retry backoff of the ERP client, driven through the API against the real fixture in
 * 'slow' and 'fail' mode. The ERP_* settings are read when an app is built, so each test builds its
 * own app on the shared test database with small values.
 */

const API = '/api/v1/integrations/api';

type ErpSettings = Partial<Pick<AppConfig, 'ERP_TIMEOUT_MS' | 'ERP_MAX_ATTEMPTS' | 'ERP_RETRY_BASE_MS'>>;

/** Gaps (ms) between consecutive requests of the fixture's log. */
const gaps = (requests: readonly FixtureRequest[]) =>
  requests.slice(1).map((r, i) => r.at - (requests[i] as FixtureRequest).at);

describe('ERP timeouts and retry backoff', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  let admin = '';
  let configId = 0;
  let customersTask = 0;

  /** An app on the test database whose ERP client uses `settings`; the shared app keeps its own. */
  const appWith = (settings: ErpSettings): Promise<FastifyInstance> => ctx.extraApp(settings);
  const post = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'POST', url: `${API}/${url}`, headers: { authorization: `Bearer ${admin}` } });
  const erpRows = async () => ({ users: await erpUserCount(ctx.db), entries: await erpEntryCount(ctx.db) });

  before(async () => {
    erp = await startErpFixture({ customers: 20, services: 30, purchases: 20, pageSize: 10 });
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    const created = await createErpIntegration(ctx.db, erp.url);
    configId = created.config.id;
    customersTask = created.tasks.find((t) => t.taskType === 'CUSTOMERS')?.id ?? 0;
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    // The process's first fetch loads the HTTP client; keep that out of the measured gaps.
    await fetch(`${erp.url}/health`).then((r) => r.body?.cancel());
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
  });

  test('per-test ERP settings reach the new app only', async () => {
    const app = await appWith({ ERP_TIMEOUT_MS: 123, ERP_MAX_ATTEMPTS: 4, ERP_RETRY_BASE_MS: 7 });
    const settings = (a: FastifyInstance) => {
      const { timeoutMs, maxAttempts, retryBaseMs } = a.integrations.settings;
      return [timeoutMs, maxAttempts, retryBaseMs];
    };
    assert.deepEqual(settings(app), [123, 4, 7]);
    assert.deepEqual(settings(ctx.app), [10_000, 3, 500], 'the shared app keeps the defaults');
  });

  test('a sync against an ERP slower than the timeout: error logs name the timeout and the attempts, no data', async () => {
    const TIMEOUT = 150;
    const BASE = 25;
    const app = await appWith({
      ERP_TIMEOUT_MS: TIMEOUT,
      ERP_MAX_ATTEMPTS: 3,
      ERP_RETRY_BASE_MS: BASE,
    });
    // The ERP answers after 5 s: far enough from the timeout that a loaded machine cannot blur the two.
    erp.control({ mode: 'slow', delayMs: 5000 });
    const from = erp.requestLog.length;
    const started = performance.now();
    const res = await post(app, 'sync-all-erp/');
    const wall = performance.now() - started;
    erp.control({ mode: 'ok' });

    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<{ detail: string; logs: Array<Record<string, unknown>> }>();
    assert.equal(body.detail, 'Sincronização completa do ERP concluída com erros.');
    const timedOut = (path: string) =>
      `Falha ao consultar o ERP (GET /${path}) após 3 tentativas: tempo limite de ${TIMEOUT} ms excedido`;
    assert.deepEqual(
      body.logs.map((l) => [l.status, l.error_message, l.records_processed, l.records_created]),
      [
        ['error', timedOut('customers'), 0, 0],
        ['error', timedOut('services'), 0, 0],
        ['error', timedOut('merchandise-purchases'), 0, 0],
      ],
    );
    // Three attempts per task, each cut at the timeout: the run never waited for the ERP's 5 s.
    const requests = erp.requestLog.slice(from);
    assert.deepEqual(
      requests.map((r) => r.url.split('?')[0]),
      ['customers', 'services', 'merchandise-purchases'].flatMap((path) =>
        Array.from({ length: 3 }, () => `/${path}`),
      ),
    );
    // Each attempt is cut at the timeout (long before the ERP's 5 s answer) and followed by the
    // backoff. Arrival times at the fixture include connection set-up, which on a busy machine can
    // delay one arrival more than the next by more than the backoff (a CI run saw a 149 ms gap), so
    // the lower bound is the timeout less 10 ms; the exact backoff spacing is asserted by the fail-mode test below.
    for (const gap of gaps(requests).filter((_, i) => i % 3 !== 2)) {
      assert.ok(gap >= TIMEOUT - 10 && gap < 1000, `gap ${Math.round(gap)} ms`);
    }
    // Nine attempts of 150 ms and their backoff; waiting for even two of the ERP's answers takes 10 s.
    assert.ok(wall < 10_000, `${Math.round(wall)} ms`);

    // Nothing partial: no users, no ledger entries, cursors untouched, no task left claimed.
    assert.deepEqual(await erpRows(), { users: 0, entries: 0 });
    const cursors = await ctx.db.select().from(s.syncCursors);
    assert.ok(cursors.every((c) => c.nextPage === null && c.since === null && c.highWater === null));
    const tasks = await app.integrationsRepository.tasks();
    assert.ok(tasks.every((t) => !t.running));

    // Once the ERP answers in time, the same app imports everything from the start.
    const again = await post(app, 'sync-all-erp/');
    assert.deepEqual(
      again.json<{ logs: Array<{ status: string }> }>().logs.map((l) => l.status),
      ['success', 'success', 'success'],
    );
    assert.deepEqual(await erpRows(), { users: 20, entries: 50 });
  });

  test('a response whose body stalls past the timeout is a timeout (retried), not invalid JSON', async () => {
    const TIMEOUT = 150;
    const app = await appWith({ ERP_TIMEOUT_MS: TIMEOUT, ERP_RETRY_BASE_MS: 10 });
    // Status and headers arrive at once; the rest of the body only after 1 s.
    erp.control({ mode: 'slow', delayMs: 1000, delayBody: true });
    const from = erp.requestLog.length;
    const res = await post(app, `tasks/${customersTask}/execute/`);
    assert.equal(res.statusCode, 202, res.body);
    await app.integrations.idle();
    erp.control({ mode: 'ok' });

    const [log] = await ctx.db
      .select()
      .from(s.syncLogs)
      .where(eq(s.syncLogs.id, res.json<{ log_id: number }>().log_id));
    assert.equal(log?.status, 'error');
    assert.equal(
      log?.errorMessage,
      `Falha ao consultar o ERP (GET /customers) após 3 tentativas: tempo limite de ${TIMEOUT} ms excedido`,
    );
    assert.equal(erp.requestLog.length - from, 3, 'retried like any timeout');
  });

  test("a complete body that is not JSON is the ERP's fault: one attempt, no retry", async () => {
    // The fixture always answers JSON; a bare server stands in for a broken ERP behind the same config.
    let hits = 0;
    const broken = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>manutenção</html>');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    await ctx.db.update(s.apiConfigs).set({ baseUrl: brokenUrl }).where(eq(s.apiConfigs.id, configId));
    try {
      const app = await appWith({ ERP_RETRY_BASE_MS: 10 });
      const res = await post(app, `tasks/${customersTask}/execute/`);
      assert.equal(res.statusCode, 202, res.body);
      await app.integrations.idle();
      const [log] = await ctx.db
        .select()
        .from(s.syncLogs)
        .where(eq(s.syncLogs.id, res.json<{ log_id: number }>().log_id));
      assert.equal(
        log?.errorMessage,
        'Falha ao consultar o ERP (GET /customers): resposta não é JSON válido',
      );
      assert.equal(hits, 1);
    } finally {
      await ctx.db.update(s.apiConfigs).set({ baseUrl: erp.url }).where(eq(s.apiConfigs.id, configId));
      broken.closeAllConnections();
      await new Promise((resolve) => broken.close(resolve));
    }
  });

  test('test_connection against a slow ERP answers the failure in Portuguese within about the timeout', async () => {
    const TIMEOUT = 200;
    const app = await appWith({ ERP_TIMEOUT_MS: TIMEOUT });
    erp.control({ mode: 'slow', delayMs: 6000 });
    const from = erp.requestLog.length;
    const started = performance.now();
    const res = await post(app, `api-configs/${configId}/test_connection/`);
    const wall = performance.now() - started;
    erp.control({ mode: 'ok' });

    assert.equal(res.statusCode, 200);
    const body = res.json<{ success: boolean; status_code?: number; message: string; elapsed_ms: number }>();
    assert.equal(body.success, false);
    assert.equal(body.status_code, undefined);
    assert.equal(body.message, `Tempo limite de conexão excedido (${TIMEOUT} ms).`);
    // Bounds far from the ERP's 6 s answer, so a loaded machine's delays cannot fail it.
    assert.ok(body.elapsed_ms >= TIMEOUT - 2 && body.elapsed_ms < 4000, `elapsed_ms ${body.elapsed_ms}`);
    assert.ok(wall < 4000, `answered after ${Math.round(wall)} ms, the ERP would take 6000`);
    // One request, no retries.
    assert.deepEqual(
      erp.requestLog.slice(from).map((r) => r.url),
      ['/health'],
    );
    // The default app (10 s timeout) sees the ERP as healthy again.
    const ok = await post(ctx.app, `api-configs/${configId}/test_connection/`);
    assert.equal(ok.json<{ success: boolean }>().success, true);
  });

  test('retries back off exponentially: gaps of at least base, 2×base, 4×base between attempts', async () => {
    const BASE = 120;
    const app = await appWith({ ERP_MAX_ATTEMPTS: 4, ERP_RETRY_BASE_MS: BASE });
    erp.control({ mode: 'fail' });
    const from = erp.requestLog.length;
    const res = await post(app, `tasks/${customersTask}/execute/`);
    assert.equal(res.statusCode, 202, res.body);
    await app.integrations.idle();
    erp.control({ mode: 'ok' });

    const [log] = (await getJson(app, `${API}/logs/latest/?limit=1`, admin)).json<
      Array<{ id: number; status: string; error_message: string }>
    >();
    assert.equal(log?.id, res.json<{ log_id: number }>().log_id);
    assert.equal(log?.status, 'error');
    assert.equal(log?.error_message, 'Falha ao consultar o ERP (GET /customers) após 4 tentativas: HTTP 503');

    const requests = erp.requestLog.slice(from);
    assert.equal(requests.length, 4, 'ERP_MAX_ATTEMPTS attempts, the first included');
    const spacing = gaps(requests);
    // Timers never fire early; 10 ms allow for the requests' own latency at the fixture. The upper
    // bound only rules out a stall. The doubling lower bounds are the growth: comparing one measured
    // gap with the next failed whenever a busy machine delayed an earlier one more than a later one.
    spacing.forEach((gap, k) => {
      const backoff = BASE * 2 ** k;
      assert.ok(
        gap >= backoff - 10 && gap < backoff + 1000,
        `gap ${k + 1}: ${Math.round(gap)} ms, backoff ${backoff}`,
      );
    });
  });
});
