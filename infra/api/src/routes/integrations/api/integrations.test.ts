import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as s from '../../../db/schema/index.ts';
import { parseCents } from '../../../domain/money.ts';
import { createErpIntegration } from '../../../services/erp-integration.ts';
import {
  type ExpectedErpRun,
  erpCreditedByCpf,
  erpEntryCount,
  erpUserCount,
  expectedErpRun,
  insertErpTestRules,
} from '../../../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { balanceMismatches } from '../../../test/loyalty-helpers.ts';

// Fast retries and a short timeout for the failure cases (every app of this file).
const FAST_ERP = { ERP_RETRY_BASE_MS: 5, ERP_TIMEOUT_MS: 2000 };

const API = '/api/v1/integrations/api';

function post(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('ERP synchronisation', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  let admin = '';
  let configId = 0;
  const tasks: Record<string, number> = {};

  /** What one clean run must produce, computed from the fixture's own data. */
  let expected: ExpectedErpRun;

  const total = async (table: typeof s.users | typeof s.pointsLedger | typeof s.syncLogs) =>
    (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const erpUsers = () => erpUserCount(ctx.db);
  const erpEntries = () => erpEntryCount(ctx.db);
  /** Whether every cached balance equals its ledger sum. */
  const balancesConsistent = async () => (await balanceMismatches(ctx.db)).length === 0;
  const assertOneCleanRun = async () => {
    assert.equal(await erpUsers(), expected.customers);
    assert.equal(await erpEntries(), expected.entries);
    assert.deepEqual(await erpCreditedByCpf(ctx.db), expected.points);
    assert.ok(await balancesConsistent(), 'points_balance = sum of the ledger for every user');
  };
  const syncAll = async () => {
    const res = await post(ctx.app, `${API}/sync-all-erp/`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ detail: string; logs: Array<Record<string, unknown>> }>();
  };

  before(async () => {
    erp = await startErpFixture({ customers: 60, services: 130, purchases: 70, pageSize: 20 });
    ctx = await createTestContext(FAST_ERP);
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    const created = await createErpIntegration(ctx.db, erp.url);
    configId = created.config.id;
    for (const t of created.tasks) tasks[t.taskType] = t.id;
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);

    expected = expectedErpRun(erp.dataset);
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
  });

  test('ADMIN only: anonymous 401, other back-office users 403', async () => {
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    const partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    for (const url of ['logs/latest/', 'logs/statistics/', 'status/', 'api-configs/', 'tasks/']) {
      assert.equal((await getJson(ctx.app, `${API}/${url}`)).statusCode, 401, url);
      assert.equal((await getJson(ctx.app, `${API}/${url}`, staff)).statusCode, 403, url);
      assert.equal((await getJson(ctx.app, `${API}/${url}`, partner)).statusCode, 403, url);
    }
    for (const url of [
      'sync-customers/',
      'sync-all-erp/',
      'sync-all-erp-async/',
      `tasks/${tasks.CUSTOMERS}/execute/`,
      `api-configs/${configId}/disable/`,
      `api-configs/${configId}/test_connection/`,
    ]) {
      assert.equal((await post(ctx.app, `${API}/${url}`)).statusCode, 401, url);
      assert.equal((await post(ctx.app, `${API}/${url}`, staff)).statusCode, 403, url);
    }
    assert.equal(await total(s.syncLogs), 0);
  });

  test('api-configs and tasks lists; test_connection success and failures', async () => {
    const configs = (await getJson(ctx.app, `${API}/api-configs/`, admin)).json();
    assert.deepEqual(configs, [
      { id: configId, name: 'ERP Concessionárias', api_type: 'ERP', is_active: true, base_url: erp.url },
    ]);
    const list = (await getJson(ctx.app, `${API}/tasks/`, admin)).json();
    assert.deepEqual(
      list.map((t: { task_type: string; last_run: null; running: boolean }) => [
        t.task_type,
        t.last_run,
        t.running,
      ]),
      [
        ['CUSTOMERS', null, false],
        ['SERVICES', null, false],
        ['MERCHANDISE', null, false],
      ],
    );

    const ok = await post(ctx.app, `${API}/api-configs/${configId}/test_connection/`, admin);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().success, true);
    assert.equal(ok.json().status_code, 200);
    assert.equal(typeof ok.json().elapsed_ms, 'number');

    erp.control({ mode: 'fail' });
    const down = (await post(ctx.app, `${API}/api-configs/${configId}/test_connection/`, admin)).json();
    assert.equal(down.success, false);
    assert.equal(down.status_code, 503);
    assert.match(down.message, /HTTP 503/);
    erp.control({ mode: 'ok' });

    // Nothing listening on the port.
    const [other] = await ctx.db
      .insert(s.apiConfigs)
      .values({ name: 'ERP desligado', baseUrl: 'http://127.0.0.1:9', isActive: false })
      .returning();
    const refused = (await post(ctx.app, `${API}/api-configs/${other?.id}/test_connection/`, admin)).json();
    assert.equal(refused.success, false);
    assert.equal(refused.status_code, undefined);
    assert.match(refused.message, /Falha de conexão/);
    assert.equal((await post(ctx.app, `${API}/api-configs/999999/test_connection/`, admin)).statusCode, 404);
    const badId = await post(ctx.app, `${API}/tasks/abc/execute/`, admin);
    assert.equal(badId.statusCode, 400);
    assert.ok(Array.isArray(badId.json().id));
    assert.equal((await post(ctx.app, `${API}/tasks/999999/execute/`, admin)).statusCode, 404);
    await ctx.db.delete(s.apiConfigs).where(eq(s.apiConfigs.id, other?.id as number));
  });

  test('a disabled config refuses to sync (400); enable brings it back', async () => {
    const off = await post(ctx.app, `${API}/api-configs/${configId}/disable/`, admin);
    assert.equal(off.statusCode, 200);
    assert.equal(off.json().is_active, false);
    assert.equal(off.json().detail, 'Configuração de API desativada.');
    for (const url of [
      'sync-customers/',
      'sync-all-erp/',
      'sync-all-erp-async/',
      `tasks/${tasks.SERVICES}/execute/`,
    ]) {
      const res = await post(ctx.app, `${API}/${url}`, admin);
      assert.equal(res.statusCode, 400, url);
      assert.equal(
        res.json().detail,
        'A configuração de API "ERP Concessionárias" está desativada. Ative-a para sincronizar.',
      );
    }
    const on = await post(ctx.app, `${API}/api-configs/${configId}/enable/`, admin);
    assert.equal(on.json().is_active, true);
    assert.equal((await post(ctx.app, `${API}/api-configs/424242/enable/`, admin)).statusCode, 404);
    assert.equal(await total(s.syncLogs), 0);
  });

  test('a failing ERP (after retries) gives error logs and no data', async () => {
    erp.control({ mode: 'fail' });
    const before = erp.stats.requests;
    const body = await syncAll();
    assert.equal(body.detail, 'Sincronização completa do ERP concluída com erros.');
    assert.deepEqual(
      body.logs.map((l) => [l.task_name, l.status, l.records_created]),
      [
        ['Sincronização de clientes', 'error', 0],
        ['Sincronização de serviços', 'error', 0],
        ['Sincronização de compras de mercadorias', 'error', 0],
      ],
    );
    assert.match(String(body.logs[0]?.error_message), /GET \/customers\) após 3 tentativas: HTTP 503/);
    assert.equal(erp.stats.requests - before, 9, 'three attempts per task');
    assert.equal(await erpUsers(), 0);
    assert.equal(await erpEntries(), 0);
    erp.control({ mode: 'ok' });
  });

  test('a run that dies half-way, then a re-run, gives exactly one clean run', async () => {
    // Customers: 3 pages; services: 2 of 7 pages, then the ERP goes down.
    erp.control({ mode: 'fail', failAfterPages: 5 });
    const first = await syncAll();
    assert.deepEqual(
      first.logs.map((l) => [l.status, l.records_created]),
      [
        ['success', 60],
        ['error', 40],
        ['error', 0],
      ],
    );
    assert.equal(await erpEntries(), 40);
    assert.ok(await balancesConsistent());

    erp.control({ mode: 'ok' });
    const second = await syncAll();
    assert.deepEqual(
      second.logs.map((l) => [l.status, l.records_created]),
      [
        ['success', 0],
        ['success', 90],
        ['success', 70],
      ],
    );
    // The services run resumed at its first uncommitted page.
    assert.equal((second.logs[1]?.response_data as { pages?: number } | undefined)?.pages, 5);
    await assertOneCleanRun();
  });

  test('imported rows: CLIENTE users by CPF, ledger entries with the seed description style', async () => {
    const c = erp.dataset.customers[0];
    const [user] = await ctx.db
      .select()
      .from(s.users)
      .where(eq(s.users.cpf, c?.cpf as string));
    assert.equal(user?.userType, 'CLIENTE');
    assert.equal(user?.fullName, c?.full_name);
    assert.equal(user?.externalId, c?.external_id);
    assert.equal(user?.birthDate, c?.birth_date, 'the audiences’ birthday');
    // The ledger keeps the audiences' facts: the newest service, the first purchase, the R$ spent.
    const mine = erp.dataset.services.filter((p) => p.cpf === c?.cpf);
    const bought = [...mine, ...erp.dataset.purchases.filter((p) => p.cpf === c?.cpf)];
    const newest =
      mine
        .map((p) => p.occurred_at)
        .sort()
        .at(-1) ?? null;
    assert.equal(user?.lastServiceAt?.toISOString() ?? null, newest);
    assert.equal(
      user?.firstPurchaseAt?.toISOString() ?? null,
      bought.map((p) => p.occurred_at).sort()[0] ?? null,
    );
    const cents = bought.reduce((sum, p) => sum + (parseCents(p.amount) as number), 0);
    assert.equal(user?.totalSpent, (cents / 100).toFixed(2));
    const srv = erp.dataset.services[0];
    const [entry] = await ctx.db
      .select()
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.externalId, `erp:service:${srv?.external_id}`));
    assert.equal(entry?.kind, 'SERVICE');
    assert.equal(entry?.amount, srv?.amount);
    assert.equal(entry?.points, Math.floor(((parseCents(srv?.amount) as number) * 1000) / 1_000_000));
    const brl = Number(srv?.amount).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    assert.equal(entry?.description, `Serviço realizado: ${srv?.description} (R$ ${brl})`);
    assert.equal(entry?.createdAt.toISOString(), srv?.occurred_at);
  });

  test('a second run changes nothing', async () => {
    const balances = await ctx.db.select({ id: s.users.id, b: s.users.pointsBalance }).from(s.users);
    const body = await syncAll();
    for (const log of body.logs) {
      assert.equal(log.status, 'success');
      assert.equal(log.records_created, 0);
      assert.equal(log.records_updated, 0);
    }
    await assertOneCleanRun();
    assert.deepEqual(
      await ctx.db.select({ id: s.users.id, b: s.users.pointsBalance }).from(s.users),
      balances,
    );
  });

  test('a changed customer is updated; malformed records are warnings, skipped', async () => {
    const c = erp.dataset.customers.at(-1);
    if (!c) throw new Error('dataset');
    c.full_name = 'Nome Atualizado no ERP';
    Object.assign(c, { birth_date: '1977-07-07', city: 'Santos', state: 'sp' });
    erp.control({ mode: 'malformed' });
    const customers = await post(ctx.app, `${API}/sync-customers/`, admin);
    assert.equal(customers.statusCode, 202);
    assert.equal(customers.json().detail, 'Sincronização de clientes iniciada!');
    await ctx.app.integrations.idle();
    const services = await post(ctx.app, `${API}/sync-services/`, admin);
    assert.equal(services.json().detail, 'Sincronização de serviços iniciada!');
    await ctx.app.integrations.idle();
    erp.control({ mode: 'ok' });

    const logs = (await getJson(ctx.app, `${API}/logs/latest/?limit=2`, admin)).json();
    assert.equal(logs.length, 2);
    const [srvLog, cliLog] = logs;
    assert.equal(cliLog.id, customers.json().log_id);
    assert.equal(cliLog.status, 'warning');
    assert.equal(cliLog.records_updated, 1);
    assert.equal(cliLog.response_data.warnings_count, 3);
    assert.deepEqual(
      cliLog.response_data.warnings.map((w: { external_id: string | null }) => w.external_id),
      ['BAD-CLI-1-1', 'BAD-CLI-1-2', null],
    );
    assert.equal(srvLog.id, services.json().log_id);
    assert.equal(srvLog.status, 'warning');
    assert.equal(srvLog.records_created, 0);
    assert.ok(typeof srvLog.duration === 'number' && srvLog.duration >= 0);
    const [user] = await ctx.db.select().from(s.users).where(eq(s.users.cpf, c.cpf));
    assert.equal(user?.fullName, 'Nome Atualizado no ERP');
    assert.deepEqual([user?.birthDate, user?.city, user?.state], ['1977-07-07', 'Santos', 'SP']);
    await assertOneCleanRun();
  });

  test('one run per task: a concurrent start answers 409, also from another API instance', async () => {
    const other = await ctx.extraApp({});
    erp.control({ mode: 'slow', delayMs: 300 });
    const [a, b] = await Promise.all([
      post(ctx.app, `${API}/sync-customers/`, admin),
      post(other, `${API}/sync-customers/`, admin),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [202, 409]);
    const conflict = a.statusCode === 409 ? a : b;
    assert.equal(conflict.json().detail, 'Sincronização já em andamento para esta tarefa.');
    assert.equal((await post(ctx.app, `${API}/tasks/${tasks.CUSTOMERS}/execute/`, admin)).statusCode, 409);
    assert.equal((await post(ctx.app, `${API}/sync-all-erp/`, admin)).statusCode, 409);
    const status = (await getJson(ctx.app, `${API}/status/`, admin)).json();
    assert.deepEqual(status.running, ['Sincronização de clientes']);
    // Another task is free.
    const execute = await post(ctx.app, `${API}/tasks/${tasks.MERCHANDISE}/execute/`, admin);
    assert.equal(execute.statusCode, 202);
    assert.equal(execute.json().detail, 'Sincronização de compras de mercadorias iniciada!');
    await ctx.app.integrations.idle();
    await other.integrations.idle();
    erp.control({ mode: 'ok' });
    const after = (await getJson(ctx.app, `${API}/status/`, admin)).json();
    assert.deepEqual(after.running, []);
    assert.equal(after.last_sync_status, 'success');
    await assertOneCleanRun();
  });

  test('an instance shutting down mid-run ends its log as error and its job resumes; a dead run is superseded', async () => {
    const other = await ctx.extraApp({});
    erp.control({ mode: 'slow', delayMs: 400 });
    const started = await post(other, `${API}/sync-services/`, admin);
    assert.equal(started.statusCode, 202);
    await other.close();
    const [log] = await ctx.db.select().from(s.syncLogs).where(eq(s.syncLogs.id, started.json().log_id));
    assert.equal(log?.status, 'error');
    assert.match(String(log?.errorMessage), /interrompida/);
    erp.control({ mode: 'ok' });
    // The job went back to the queue: the next pass of any instance runs it to the end (a new log).
    const [task] = await ctx.db
      .select()
      .from(s.integrationTasks)
      .where(eq(s.integrationTasks.id, tasks.SERVICES as number));
    const [queued] = await ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.id, task?.currentJobId as number));
    assert.equal(queued?.state, 'queued');
    await ctx.app.jobs.runDue();
    await ctx.app.integrations.idle();
    const [finished] = await ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.id, queued?.id as number));
    assert.equal(finished?.state, 'succeeded');
    await assertOneCleanRun();

    // A process that died mid-run: its job's lease expired, its log still says 'running'.
    const [orphan] = await ctx.db
      .insert(s.syncLogs)
      .values({ taskId: tasks.SERVICES, taskName: 'Sincronização de serviços', status: 'running' })
      .returning();
    const [dead] = await ctx.db
      .insert(s.jobs)
      .values({
        task: 'erp.sync',
        payload: { taskIds: [tasks.SERVICES], triggeredById: null },
        state: 'running',
        attempts: 1,
        maxAttempts: 1,
        leaseToken: '00000000-0000-4000-8000-000000000000',
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await ctx.db
      .update(s.integrationTasks)
      .set({ currentJobId: dead?.id as number, currentLogId: orphan?.id as number })
      .where(eq(s.integrationTasks.id, tasks.SERVICES as number));
    const res = await post(ctx.app, `${API}/sync-services/`, admin);
    assert.equal(res.statusCode, 202);
    await ctx.app.integrations.idle();
    const [old] = await ctx.db
      .select()
      .from(s.syncLogs)
      .where(eq(s.syncLogs.id, orphan?.id as number));
    assert.equal(old?.status, 'error');
    // The dead job, taken over, finds the task run by the new one and ends without a log of its own.
    const logsBefore = await ctx.db.select({ n: count() }).from(s.syncLogs);
    await ctx.app.jobs.runDue();
    await ctx.app.integrations.idle();
    assert.deepEqual(await ctx.db.select({ n: count() }).from(s.syncLogs), logsBefore);
    await assertOneCleanRun();
  });

  test('async complete sync, statistics and task times', async () => {
    const res = await post(ctx.app, `${API}/sync-all-erp-async/`, admin);
    assert.equal(res.statusCode, 202);
    assert.equal(res.json().detail, 'Sincronização completa do ERP iniciada!');
    assert.equal(res.json().log_ids.length, 3);
    await ctx.app.integrations.idle();
    await assertOneCleanRun();

    const stats = (await getJson(ctx.app, `${API}/logs/statistics/`, admin)).json();
    const rows = await ctx.db
      .select({ status: s.syncLogs.status, n: count() })
      .from(s.syncLogs)
      .groupBy(s.syncLogs.status);
    const n = (st: string) => rows.find((r) => r.status === st)?.n ?? 0;
    const totalLogs = n('success') + n('error') + n('warning');
    assert.equal(n('running'), 0);
    assert.deepEqual(stats, {
      total_logs: totalLogs,
      success_logs: n('success'),
      error_logs: n('error'),
      warning_logs: n('warning'),
      success_rate: Math.round((n('success') * 1000) / totalLogs) / 10,
    });

    const latest = (await getJson(ctx.app, `${API}/logs/latest/`, admin)).json();
    assert.equal(latest.length, totalLogs);
    assert.deepEqual(Object.keys(latest[0]).sort(), [
      'duration',
      'error_message',
      'finished_at',
      'id',
      'records_created',
      'records_processed',
      'records_updated',
      'response_data',
      'started_at',
      'status',
      'task_id',
      'task_name',
    ]);
    for (const t of (await getJson(ctx.app, `${API}/tasks/`, admin)).json()) {
      assert.ok(t.last_run, t.name);
      assert.equal(Date.parse(t.next_run) - Date.parse(t.last_run), t.interval_minutes * 60_000);
    }
    const running = (await ctx.app.integrationsRepository.tasks()).filter((t) => t.running);
    assert.deepEqual(running, [], 'no task left running');
  });
});
