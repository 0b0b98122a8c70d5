import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { erpEntryCount, insertErpTestRules } from '../test/erp-helpers.ts';
import { EMAILS, insertFixtures } from '../test/fixtures.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { createErpIntegration } from './erp-integration.ts';
import { claimTasks, SYNC_MESSAGES } from './erp-sync.ts';

/**
 * The ERP run lease: a heartbeat keeps a live run's claim however slow a page is; a run whose
 * instance died stops renewing and another instance's sweeper takes it over and resumes it.
 */
const LEASE_SECONDS = 1;
const SWEEP_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ERP lease heartbeat and takeover', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  const tasks: Record<string, number> = {};
  let adminId = 0;

  const logsOf = (taskId: number) =>
    ctx.db.select().from(s.syncLogs).where(eq(s.syncLogs.taskId, taskId)).orderBy(s.syncLogs.id);
  const ledgerDuplicates = () =>
    ctx.db
      .select({ externalId: s.pointsLedger.externalId })
      .from(s.pointsLedger)
      .where(isNotNull(s.pointsLedger.externalId))
      .groupBy(s.pointsLedger.externalId)
      .having(sql`count(*) > 1`);
  /** A run whose process "died": claimed (a 'running' log, a token, a lease) and never renewed. */
  const abandonedClaim = async (taskId: number) => {
    const [claim] = await claimTasks(ctx.db, [taskId], adminId, LEASE_SECONDS);
    assert.ok(claim);
    return claim;
  };

  before(async () => {
    erp = await startErpFixture({ customers: 20, services: 30, purchases: 40, pageSize: 10 });
    ctx = await createTestContext({ ERP_LEASE_SECONDS: LEASE_SECONDS, ERP_RETRY_BASE_MS: 5 });
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    const created = await createErpIntegration(ctx.db, erp.url);
    for (const t of created.tasks) tasks[t.taskType] = t.id;
    const [admin] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.admin));
    adminId = admin?.id ?? 0;
    const [customers] = await ctx.app.integrations.start([tasks.CUSTOMERS as number], null, true);
    assert.equal(customers?.status, 'success');
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
  });

  test('the heartbeat keeps a run alive across pages slower than the lease, and the claim queued behind it', async () => {
    const other = await ctx.extraApp({});
    erp.control({ mode: 'slow', delayMs: 1300 });
    // Customers again (2 unchanged pages), then services: the services claim waits > the lease.
    const run = ctx.app.integrations.start([tasks.CUSTOMERS as number, tasks.SERVICES as number], null, true);
    await sleep(1500); // inside the customers' second page, past the first end of both leases
    assert.deepEqual(await other.integrations.takeOver(), [], 'renewed leases are not taken over');
    await sleep(1500); // inside the services' first page
    assert.deepEqual(await other.integrations.takeOver(), []);
    const logs = await run;
    erp.control({ mode: 'ok' });
    assert.deepEqual(
      logs.map((log) => [log.status, log.errorMessage]),
      [
        ['success', null],
        ['success', null],
      ],
    );
    assert.equal(logs[1]?.recordsCreated, 30);
  });

  test('a run whose instance died is taken over within lease + sweep interval and resumed', async () => {
    const task = tasks.MERCHANDISE as number;
    // A first run commits one page (10 purchases), then the ERP fails: the cursor waits at page 2.
    erp.control({ mode: 'fail', failAfterPages: 1 });
    const [failed] = await ctx.app.integrations.start([task], null, true);
    assert.equal(failed?.status, 'error');
    const servicesEntries = 30;
    assert.equal(await erpEntryCount(ctx.db), servicesEntries + 10);
    erp.control({ mode: 'ok' });

    const dead = await abandonedClaim(task);
    const claimedAt = Date.now();
    const fromRequest = erp.requestLog.length;
    const survivor = await ctx.extraApp({ ERP_TAKEOVER_INTERVAL_MS: SWEEP_MS });
    survivor.integrations.startTakeover();

    let resumed: typeof s.syncLogs.$inferSelect | undefined;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && !resumed; await sleep(50)) {
      [resumed] = await ctx.db
        .select()
        .from(s.syncLogs)
        .where(and(eq(s.syncLogs.taskId, task), gt(s.syncLogs.id, dead.logId)));
    }
    const tookMs = Date.now() - claimedAt;
    assert.ok(resumed, 'taken over');
    assert.ok(tookMs <= LEASE_SECONDS * 1000 + SWEEP_MS + 500, `taken over after ${tookMs} ms`);
    await survivor.integrations.idle();
    await survivor.close(); // its sweeper must not race the next test's

    const logs = await logsOf(task);
    const old = logs.find((l) => l.id === dead.logId);
    const last = logs.at(-1);
    assert.equal(old?.status, 'error');
    assert.equal(old?.errorMessage, SYNC_MESSAGES.interrupted);
    assert.equal(last?.status, 'success', String(last?.errorMessage));
    assert.equal(last?.triggeredById, adminId, 'the resumed run keeps who started it');
    const data = last?.responseData as { warnings: Array<{ reason: string }>; warnings_count: number };
    assert.deepEqual(
      data.warnings.map((w) => w.reason),
      ['Execução retomada após a interrupção de outra instância.'],
    );
    assert.equal(data.warnings_count, 0);
    // It continued from the saved cursor (page 2), not from the start, and wrote each purchase once.
    const firstUrl = erp.requestLog[fromRequest]?.url ?? '';
    assert.match(firstUrl, /merchandise-purchases.*page=2/);
    assert.equal(last?.recordsCreated, 30);
    assert.equal(await erpEntryCount(ctx.db), servicesEntries + 40);
    assert.deepEqual(await ledgerDuplicates(), []);
    const [row] = await ctx.db.select().from(s.integrationTasks).where(eq(s.integrationTasks.id, task));
    assert.equal(row?.runToken, null, 'the task is free again');
  });

  test('two sweepers at once take an expired run once', async () => {
    const task = tasks.SERVICES as number;
    const [a, b] = [await ctx.extraApp({}), await ctx.extraApp({})];
    const dead = await abandonedClaim(task);
    await sleep(LEASE_SECONDS * 1000 + 100);
    const [fromA, fromB] = await Promise.all([a.integrations.takeOver(), b.integrations.takeOver()]);
    assert.equal(fromA.length + fromB.length, 1, 'exactly one instance took the task');
    await Promise.all([a.integrations.idle(), b.integrations.idle()]);
    const after = await ctx.db
      .select()
      .from(s.syncLogs)
      .where(and(eq(s.syncLogs.taskId, task), gt(s.syncLogs.id, dead.logId)))
      .orderBy(desc(s.syncLogs.id));
    assert.deepEqual(
      after.map((l) => l.status),
      ['success'],
    );
    const running = await ctx.db
      .select()
      .from(s.integrationTasks)
      .where(isNotNull(s.integrationTasks.runToken));
    assert.deepEqual(running, []);
  });
});
