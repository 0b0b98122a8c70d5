import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startErpFixture } from '@fidelidade/erp-fixture';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { SYNC_MESSAGES } from '../services/erp-tasks.ts';
import { startClientLoad } from '../test/client-load.ts';
import { erpCreditedByCpf, erpEntryCount, erpUserCount, expectedErpRun } from '../test/erp-helpers.ts';
import { LOAD_CUSTOMERS, prepareFailoverWorld } from '../test/failover-world.ts';
import { EMAILS, PASSWORD } from '../test/fixtures.ts';
import { type LocalGateway, startGateway, startInstances } from '../test/instances.ts';
import { balanceMismatches } from '../test/loyalty-helpers.ts';
import { ensureBuilt, type ServerProcess, stop } from '../test/server-process.ts';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';

/**
 * Two API processes (dist/server.mjs) on one PostgreSQL database behind the local gateway; one is
 * killed with SIGKILL while customers redeem and read through the gateway and while it runs an ERP
 * sync. Nothing acknowledged may be lost, only requests in flight at the kill may fail, and the other
 * instance takes the sync over and finishes it (docs/operations.md, "Several API instances").
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skip = databaseUrl
  ? false
  : 'TEST_DATABASE_URL unset: two API processes need PostgreSQL (PGlite belongs to one process); scripts/test.sh runs this on PostgreSQL';

const API = '/api/v1/integrations/api';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`${what}: não aconteceu em ${ms} ms`);
}

async function post(url: string, body: object, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(base: string, route: 'login' | 'admin-login', email: string): Promise<string> {
  const answer = await post(`${base}/api/v1/users/auth/${route}/`, { email, password: PASSWORD });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return String(answer.body.access);
}

test('two instances behind the gateway: SIGKILL one during load and an ERP sync', {
  skip,
  timeout: 120_000,
}, async () => {
  assert.ok(databaseUrl);
  ensureBuilt();
  // 8 + 24 + 12 pages of 10, 100 ms each: the sync is still running when the kill comes.
  const erp = await startErpFixture({ customers: 80, services: 240, purchases: 120, pageSize: 10 });
  const database = await createThrowawayDatabase(databaseUrl, 'api_failover');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-failover-'));
  let servers: ServerProcess[] = [];
  let gateway: LocalGateway | undefined;
  try {
    const db = handle.db;
    await handle.migrate();
    const { offerId } = await prepareFailoverWorld(db, erp.url);
    erp.control({ mode: 'slow', delayMs: 100 });
    servers = await startInstances(2, {
      DATABASE_URL: database.url,
      MEDIA_DIR: mediaDir,
      LOGIN_RATE_MAX: '100000',
      LOGIN_RATE_ACCOUNT_MAX: '100000',
      // A short lease, looked for every second: the takeover comes seconds after the kill.
      JOBS_LEASE_SECONDS: '6',
      JOBS_POLL_INTERVAL_MS: '1000',
    });
    const [victim, survivor] = servers;
    assert.ok(victim && survivor);
    gateway = await startGateway(servers.map((server) => server.url));

    const tokens = [];
    for (const email of LOAD_CUSTOMERS) tokens.push(await login(gateway.url, 'login', email));
    const adminToken = await login(gateway.url, 'admin-login', EMAILS.admin);
    // Two clients per customer, all through the gateway.
    const load = startClientLoad(gateway.url, [...tokens, ...tokens], offerId);
    await until('20 resgates confirmados', 30_000, async () => (load.acked.length >= 20 ? true : undefined));

    // Started on the instance about to die: that one runs the sync.
    const started = await post(`${victim.url}${API}/sync-all-erp-async/`, {}, adminToken);
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const logIds = started.body.log_ids as number[];
    const servicesLogId = logIds[1] ?? 0;
    await until('serviços no meio da sincronização', 30_000, async () => {
      const [log] = await db
        .select()
        .from(s.syncLogs)
        .where(inArray(s.syncLogs.id, [servicesLogId]));
      assert.equal(log?.status, 'running', 'the kill must land in the middle of the services task');
      return (log?.recordsCreated ?? 0) >= 40 ? true : undefined;
    });

    const inFlightAtKill = load.inFlight();
    const killedAt = Date.now();
    victim.child.kill('SIGKILL');
    assert.equal(await victim.exited, 'SIGKILL');
    const goneAt = Date.now();
    await sleep(3_000);
    await load.stop();

    // No acknowledged write lost, balances intact.
    const stored = await db
      .select({ id: s.redemptions.id })
      .from(s.redemptions)
      .where(inArray(s.redemptions.id, load.acked));
    assert.equal(stored.length, load.acked.length, 'every acknowledged redemption is stored');
    assert.deepEqual(await balanceMismatches(db), [], 'every balance equals its ledger sum');
    // Only the requests in flight at the kill may have failed; the survivor served everything after.
    const failed = load.outcomes.filter((o) => o.status === null || o.status >= 500);
    assert.ok(
      failed.length <= inFlightAtKill,
      `${failed.length} failures, ${inFlightAtKill} in flight at the kill: ${JSON.stringify(failed)}`,
    );
    // A request sent in the instant after the kill may still have met a pooled connection to the dead
    // instance (a write then fails as if it had been in flight); from half a second later none may.
    const after = load.outcomes.filter((o) => o.startedAt > goneAt + 500);
    assert.ok(after.length > 0, 'the clients went on after the kill');
    assert.deepEqual(
      after.filter((o) => o.status === null || o.status >= 500),
      [],
      'every request sent after the kill is served',
    );

    // The survivor takes the interrupted sync over and finishes it: every record exactly once.
    const finishedIn = await until('sincronização concluída', 45_000, async () => {
      const running = await db.select().from(s.syncLogs).where(sql`${s.syncLogs.status} = 'running'`);
      const latest = await db.execute(sql`
        select distinct on (task_id) status from sync_logs order by task_id, id desc`);
      const statuses = (latest as unknown as { rows: { status: string }[] }).rows.map((r) => r.status);
      return running.length === 0 && statuses.length === 3 && statuses.every((v) => v === 'success')
        ? Date.now() - killedAt
        : undefined;
    });
    assert.ok(finishedIn < 30_000, `the sync finished ${finishedIn} ms after the kill`);
    // The killed run's services log ends as interrupted; with the resumed run's it adds up to the
    // dataset (each page's rows and log counters commit together).
    const servicesLogs = await db
      .select()
      .from(s.syncLogs)
      .where(sql`${s.syncLogs.taskName} = (select task_name from sync_logs where id = ${servicesLogId})`)
      .orderBy(s.syncLogs.id);
    assert.deepEqual(
      servicesLogs.map((log) => [log.status, log.errorMessage]),
      [
        ['error', SYNC_MESSAGES.interrupted],
        ['success', null],
      ],
    );
    assert.equal(
      servicesLogs.reduce((sum, log) => sum + log.recordsCreated, 0),
      erp.dataset.services.length,
    );
    const expected = expectedErpRun(erp.dataset);
    assert.equal(await erpUserCount(db), expected.customers);
    assert.equal(await erpEntryCount(db), expected.entries);
    assert.deepEqual(await erpCreditedByCpf(db), expected.points, 'ERP points = one clean run');
    const duplicates = await db.execute(sql`
      select external_id from points_ledger where external_id is not null
      group by external_id having count(*) > 1`);
    assert.deepEqual((duplicates as unknown as { rows: unknown[] }).rows, [], 'no external id twice');
    console.log(
      `failover: ${load.outcomes.length} requests, ${load.acked.length} redemptions acknowledged and stored, ` +
        `${failed.length} failed (${inFlightAtKill} in flight at the kill); sync finished ${finishedIn} ms after the kill`,
    );
  } finally {
    await gateway?.close();
    for (const server of servers) await stop(server);
    await handle.close();
    await database.drop();
    await erp.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
});
