import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startErpFixture } from '@fidelidade/erp-fixture';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';
import { createErpIntegration } from '../services/erp-integration.ts';
import { SYNC_MESSAGES } from '../services/erp-tasks.ts';
import {
  erpCreditedByCpf,
  erpEntryCount,
  erpUserCount,
  expectedErpRun,
  insertErpTestRules,
} from '../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { TEST_CONFIG } from '../test/helpers.ts';
import {
  balanceMismatches,
  credit,
  insertRedeemableOffer,
  partnerCustomerMismatches,
} from '../test/loyalty-helpers.ts';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { ensureBuilt, type ServerProcess, startServer, stop, waitReady } from '../test/server-process.ts';
import { suitePgliteDump } from '../test/template-database.ts';

/**
 * Faults against the real built server (dist/server.mjs, rebuilt here when missing or stale) run as
 * a child process on a free loopback port with a temporary PGlite DATA_DIR: health/readiness,
 * SIGTERM drains in-flight requests, SIGKILL in the middle of writes leaves no partial rows, one
 * process per data directory, and production refuses a weak JWT secret.
 */

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('health and readiness (in process)', PGLITE_ONLY, () => {
  test('health is 200; ready is 200 with the driver, 503 once the database is gone', async () => {
    const handle = await openDatabase({ dataDir: null, fromDump: suitePgliteDump() });
    const app = await buildApp({ db: handle, logger: false, config: TEST_CONFIG });
    try {
      const health = await app.inject({ url: '/api/v1/health/' });
      assert.deepEqual([health.statusCode, health.json()], [200, { status: 'ok' }]);
      const ready = await app.inject({ url: '/api/v1/ready' });
      assert.deepEqual(
        [ready.statusCode, ready.json()],
        [200, { status: 'ok', database: 'ok', driver: 'pglite' }],
      );
      await handle.close();
      const down = await app.inject({ url: '/api/v1/ready/' });
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'unavailable', database: 'error', driver: 'pglite' });
      assert.equal(
        (await app.inject({ url: '/api/v1/health/' })).statusCode,
        200,
        'liveness does not need the database',
      );
    } finally {
      await app.close();
    }
  });
});

describe('the built server as a process', { ...PGLITE_ONLY, timeout: 600_000 }, () => {
  let tmp: string;
  let dataDir: string;
  let mediaDir: string;
  let redeemOfferId = 0;
  const servers: ServerProcess[] = [];

  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir, ...env });
    servers.push(server);
    return server;
  };

  before(async () => {
    ensureBuilt();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-faults-'));
    dataDir = path.join(tmp, 'pglite');
    mediaDir = path.join(tmp, 'media');
    // Prepare the data directory in this process (then release it): fixtures, customers with
    // passwords and plenty of points, an offer every customer may redeem without a limit.
    const handle = await openDatabase({ dataDir, fromDump: suitePgliteDump() });
    try {
      await handle.migrate();
      const fx = await insertFixtures(handle.db);
      const hash = await hashPassword(PASSWORD);
      for (const id of [fx.c1, fx.c3])
        await handle.db.update(s.users).set({ passwordHash: hash }).where(eq(s.users.id, id));
      const clients = await handle.db
        .select({ id: s.users.id })
        .from(s.users)
        .where(eq(s.users.userType, 'CLIENTE'));
      for (const c of clients) await credit(handle.db, c.id, 1_000_000);
      redeemOfferId = await insertRedeemableOffer(handle.db, fx.s1.id, 'Resgate sob falha');
    } finally {
      await handle.close();
    }
  });

  after(async () => {
    for (const server of servers) await stop(server);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const postJson = async (server: ServerProcess, url: string, body: object, token?: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test('production mode refuses to start with a missing or short JWT secret', async () => {
    for (const JWT_SECRET of ['', 'curto-demais']) {
      const server = await start({ NODE_ENV: 'production', JWT_SECRET });
      const code = await server.exited;
      assert.notEqual(code, 0);
      assert.match(server.output(), /JWT_SECRET ausente, padrão ou curto demais/);
    }
  });

  test('SIGTERM: a request in flight completes, new ones are refused, exit code 0', async () => {
    const server = await start();
    await waitReady(server);
    const body = JSON.stringify({ email: EMAILS.admin, password: PASSWORD });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/v1/users/auth/admin-login/',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // A slow client: half the body now, the rest after SIGTERM.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          // While draining, a new connection is not served.
          const late = await fetch(`${server.url}/api/v1/health/`).then(
            (r) => r.status,
            () => 'recusada',
          );
          assert.notEqual(late, 200, 'no new requests while draining');
          req.end(body.slice(10));
        }, 700);
      }, 300);
    });
    const res = await response;
    assert.equal(res.status, 200, res.text);
    assert.equal(typeof JSON.parse(res.text).access, 'string');
    assert.equal(await server.exited, 0, server.output());
  });

  test('only one process owns the PGlite directory: a second start fails with a clear message', async () => {
    const first = await start();
    await waitReady(first);
    const second = await start();
    assert.equal(await second.exited, 1);
    assert.match(
      second.output(),
      /Erro: O banco de dados em ".*" já está em uso por outro processo \(PID \d+\)/,
    );
    const still = await fetch(`${first.url}/api/v1/ready/`);
    assert.equal(still.status, 200, 'the owner keeps serving');
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
  });

  test('SIGKILL in the middle of redemptions and offer creation: no partial rows, ledgers balance', async () => {
    const server = await start();
    await waitReady(server);
    const admin = await postJson(server, '/api/v1/users/auth/admin-login/', {
      email: EMAILS.admin,
      password: PASSWORD,
    });
    const adminToken = admin.body.access as string;
    const customers: string[] = [];
    for (const email of [EMAILS.client, 'c1@teste.com.br', 'c3@teste.com.br']) {
      const res = await postJson(server, '/api/v1/users/auth/login/', { email, password: PASSWORD });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      customers.push(res.body.access as string);
    }
    const ackedVouchers: number[] = [];
    const ackedOffers: number[] = [];
    let killed = false;
    const worker = async (
      send: () => Promise<{ status: number; body: Record<string, unknown> }>,
      acked: number[],
    ) => {
      while (!killed) {
        try {
          const res = await send();
          if (res.status === 201) acked.push(res.body.id as number);
          else if (!killed) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
        } catch (err) {
          if (killed) return; // connection reset by the kill
          throw err;
        }
      }
    };
    let n = 0;
    const offerForm = () => ({
      title: `Oferta sob falha ${n++}`,
      offer_type: 'CUPOM_DESCONTO',
      points_cost: 10,
      discount_percentage: '12.5',
      valid_from: new Date(Date.now() - 3_600_000).toISOString(),
      valid_until: new Date(Date.now() + 86_400_000).toISOString(),
      location_type: 'dealership',
      dealership: 1,
    });
    const workers = [
      ...customers.flatMap((token) =>
        [1, 2].map(() =>
          worker(
            () => postJson(server, '/api/v1/loyalty/offers/redeem/', { offer_id: redeemOfferId }, token),
            ackedVouchers,
          ),
        ),
      ),
      ...[1, 2, 3].map(() =>
        worker(() => postJson(server, '/api/v1/loyalty/admin/offers/', offerForm(), adminToken), ackedOffers),
      ),
    ];
    // Let writes run, then kill without warning.
    while (ackedVouchers.length < 30 || ackedOffers.length < 10) await new Promise((r) => setTimeout(r, 50));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(workers);
    assert.equal(await server.exited, 'SIGKILL');

    // Restart on the same directory: the stale lock is taken over and the database recovers.
    const again = await start();
    await waitReady(again);
    const relogin = await postJson(again, '/api/v1/users/auth/login/', {
      email: EMAILS.client,
      password: PASSWORD,
    });
    assert.equal(relogin.status, 200);
    const redeem = await postJson(
      again,
      '/api/v1/loyalty/offers/redeem/',
      { offer_id: redeemOfferId },
      relogin.body.access as string,
    );
    assert.equal(redeem.status, 201, 'writes work after recovery');
    ackedVouchers.push(redeem.body.id as number);
    again.child.kill('SIGTERM');
    assert.equal(await again.exited, 0);

    const handle = await openDatabase({ dataDir });
    try {
      const db = handle.db;
      assert.deepEqual(await balanceMismatches(db), [], 'every balance equals its ledger sum');
      assert.deepEqual(await partnerCustomerMismatches(db), [], 'partner customers equal the ledger');
      const unpaired = await rows(
        db,
        sql`select r.id from redemptions r
            where (select count(*) from points_ledger l where l.redemption_id = r.id and l.points = -r.points_spent) <> 1`,
      );
      assert.deepEqual(unpaired, [], 'each redemption has exactly one matching ledger debit');
      const orphanDebits = await rows(
        db,
        sql`select l.id from points_ledger l left join redemptions r on r.id = l.redemption_id
            where l.kind = 'REDEMPTION' and r.id is null`,
      );
      assert.deepEqual(orphanDebits, [], 'no debit without its redemption');
      const vouchers = await rows<{ id: number }>(
        db,
        sql`select id from redemptions where offer_id = ${redeemOfferId}`,
      );
      const voucherIds = new Set(vouchers.map((v) => v.id));
      assert.ok(
        ackedVouchers.every((id) => voucherIds.has(id)),
        'every acknowledged redemption survived',
      );
      const offers = await rows<{ id: number; discount_percentage: string | null }>(
        db,
        sql`select id, discount_percentage from offers where title like 'Oferta sob falha %'`,
      );
      const offerIds = new Set(offers.map((o) => o.id));
      assert.ok(
        ackedOffers.every((id) => offerIds.has(id)),
        'every acknowledged offer survived',
      );
      assert.ok(
        offers.every((o) => o.discount_percentage !== null),
        'no half-written offer',
      );
      console.log(
        `SIGKILL: ${ackedVouchers.length} redemptions acknowledged, ${vouchers.length} stored; ` +
          `${ackedOffers.length} offers acknowledged, ${offers.length} stored`,
      );
    } finally {
      await handle.close();
    }
  });

  test('SIGKILL in the middle of a complete ERP sync: the restart resumes it → exactly one clean run', async () => {
    // 8 + 24 + 12 pages of 10; slowed so the kill lands in the middle of the services task.
    const erp = await startErpFixture({ customers: 80, services: 240, purchases: 120, pageSize: 10 });
    const erpDir = path.join(tmp, 'pglite-erp');
    const expected = expectedErpRun(erp.dataset);
    try {
      // Its own data directory (prepared here, then released): no other test's ledger rows.
      const prep = await openDatabase({ dataDir: erpDir, fromDump: suitePgliteDump() });
      try {
        await prep.migrate();
        await insertFixtures(prep.db);
        await insertErpTestRules(prep.db);
        await createErpIntegration(prep.db, erp.url);
      } finally {
        await prep.close();
      }
      const get = async <T>(server: ServerProcess, url: string, token: string) => {
        const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()) as T;
      };
      const adminLogin = async (server: ServerProcess) =>
        (
          await postJson(server, '/api/v1/users/auth/admin-login/', {
            email: EMAILS.admin,
            password: PASSWORD,
          })
        ).body.access as string;
      type Log = {
        id: number;
        task_name: string;
        status: string;
        records_created: number;
        error_message: string | null;
      };
      const API = '/api/v1/integrations/api';

      erp.control({ mode: 'slow', delayMs: 100 });
      const server = await start({ DATA_DIR: erpDir });
      await waitReady(server);
      const token = await adminLogin(server);
      const started = await postJson(server, `${API}/sync-all-erp-async/`, {}, token);
      assert.equal(started.status, 202, JSON.stringify(started.body));
      const killedLogIds = started.body.log_ids as number[];
      const servicesLogId = killedLogIds[1];

      // Kill once some services pages are committed (the log counters commit with each page's data).
      let servicesLog: Log | undefined;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        const logs = await get<Log[]>(server, `${API}/logs/latest/?limit=3`, token);
        servicesLog = logs.find((l) => l.id === servicesLogId);
        if (servicesLog && servicesLog.status !== 'running') break;
        if (servicesLog && servicesLog.records_created >= 40) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(
        servicesLog?.status,
        'running',
        `services still running at the kill: ${JSON.stringify(servicesLog)}`,
      );
      server.child.kill('SIGKILL');
      assert.equal(await server.exited, 'SIGKILL');

      // Restart on the same directory against a healthy ERP; the killed run's claims must not block.
      erp.control({ mode: 'ok' });
      const again = await start({ DATA_DIR: erpDir });
      await waitReady(again);
      const token2 = await adminLogin(again);
      // With PGlite the restarted server owns the directory alone: the dead run's job lease ends at
      // start-up and the job engine resumes it from its checkpoint (services and merchandise).
      for (let i = 0; i < 300; i++) {
        const status = await get<{ running: string[] }>(again, `${API}/status/`, token2);
        if (status.running.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const resumedLogs = (await get<Log[]>(again, `${API}/logs/latest/?limit=10`, token2)).filter(
        (l) => l.id > Math.max(...killedLogIds),
      );
      const rerun = await postJson(again, `${API}/sync-all-erp/`, {}, token2);
      assert.equal(rerun.status, 200, JSON.stringify(rerun.body));
      const logs = rerun.body.logs as Log[];
      assert.deepEqual(
        logs.map((l) => l.status),
        ['success', 'success', 'success'],
      );
      again.child.kill('SIGTERM');
      assert.equal(await again.exited, 0);

      const handle = await openDatabase({ dataDir: erpDir });
      try {
        const db = handle.db;
        assert.equal(await erpUserCount(db), expected.customers);
        assert.equal(await erpEntryCount(db), expected.entries);
        assert.deepEqual(
          await erpCreditedByCpf(db),
          expected.points,
          'ERP points per customer = one clean run',
        );
        const duplicates = await rows(
          db,
          sql`select external_id from points_ledger where external_id is not null
              group by external_id having count(*) > 1`,
        );
        assert.deepEqual(duplicates, [], 'no external id twice');
        assert.deepEqual(await balanceMismatches(db), [], 'every balance equals its ledger sum');
        // The killed run: customers had finished; services (mid-way) and merchandise (claimed, not
        // started) end as interrupted errors. Its committed services pages stayed and the re-run
        // added exactly the rest.
        const killedLogs = await db
          .select()
          .from(s.syncLogs)
          .where(inArray(s.syncLogs.id, killedLogIds))
          .orderBy(s.syncLogs.id);
        assert.deepEqual(
          killedLogs.map((l) => [l.status, l.errorMessage]),
          [
            ['success', null],
            ['error', SYNC_MESSAGES.interrupted],
            ['error', SYNC_MESSAGES.interrupted],
          ],
        );
        const killed = killedLogs[1];
        assert.ok((killed?.recordsCreated ?? 0) >= 40);
        const resumedServices = resumedLogs.find((l) => l.task_name === killed?.taskName);
        assert.equal(resumedServices?.status, 'success', JSON.stringify(resumedLogs));
        assert.equal(
          (killed?.recordsCreated ?? 0) + (resumedServices?.records_created ?? 0),
          erp.dataset.services.length,
        );
        assert.equal(logs[1]?.records_created, 0, 'the re-run finds everything imported');
        assert.deepEqual(
          await rows(db, sql`select id from sync_logs where status = 'running'`),
          [],
          'no log left running',
        );
        assert.deepEqual(
          await rows(db, sql`select id from jobs where state in ('queued', 'running')`),
          [],
          'no job left queued or running',
        );
        console.log(
          `ERP SIGKILL: ${killed?.recordsCreated} services committed before the kill, ` +
            `${resumedServices?.records_created} by the resumed run`,
        );
      } finally {
        await handle.close();
      }
    } finally {
      await erp.close();
    }
  });
});
