/**
 * Load benchmark (not a test): the built server (dist/server.mjs, rebuilt when stale) on a loopback
 * port over a fresh seeded database, 50 signed-in sessions running a realistic mix for a bounded time,
 * then a check that nothing was lost (acknowledged writes present, every balance equal to its
 * ledger sum) and p50/p99 per operation.
 *
 *   node bench/load.ts [--seconds 60] [--sessions 50]                 # PGlite (temporary DATA_DIR)
 *   node bench/load.ts --database-url postgres://user@127.0.0.1:5432/postgres   # PostgreSQL: a
 *        throwaway database is created next to the given one and dropped afterwards
 *   node bench/load.ts --smoke     # 4 sessions × 5 s, same checks (scripts/bench-smoke.ts, npm test)
 *
 * Exit code 1 when any request failed or a write was lost.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { hashPassword } from '../src/domain/password.ts';
import {
  ensureBuilt,
  type ServerProcess,
  startServer,
  stop,
  waitReady,
} from '../src/security/server-process.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/seed/index.ts';

const { values: args } = parseArgs({
  // pnpm 12 passes a `--` through to the script (`bench:load -- --seconds 5`): drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string' },
    sessions: { type: 'string' },
    'database-url': { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SECONDS = Math.min(600, Math.max(5, Number(args.seconds ?? (args.smoke ? 5 : 60))));
const SESSIONS = Math.min(200, Math.max(4, Number(args.sessions ?? (args.smoke ? 4 : 50))));
const CUSTOMER_PASSWORD = 'cliente123';
const BENCH_OFFER = 'Oferta do benchmark';

// ---------------------------------------------------------------------------------------------
// Database: fresh, seeded, plus customers with passwords and points and an unlimited offer.

interface Target {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
  label: string;
}

async function target(): Promise<Target> {
  const url = args['database-url'];
  if (!url) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-'));
    const dataDir = path.join(tmp, 'pglite');
    return {
      env: { DATA_DIR: dataDir, MEDIA_DIR: path.join(tmp, 'media') },
      open: () => openDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(tmp, { recursive: true, force: true }),
      label: 'PGlite',
    };
  }
  const name = `api_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-'));
  return {
    env: { DATABASE_URL: dbUrl.toString(), MEDIA_DIR: path.join(tmp, 'media') },
    open: () => openDatabase({ databaseUrl: dbUrl.toString(), dataDir: null }),
    cleanup: async () => {
      fs.rmSync(tmp, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
    label: 'PostgreSQL',
  };
}

async function prepare(db: Database, customers: number) {
  await seedIfEmpty(db);
  const picked = await db
    .select({ id: s.users.id, cpf: s.users.cpf })
    .from(s.users)
    .where(eq(s.users.userType, 'CLIENTE'))
    .orderBy(s.users.id)
    .limit(customers);
  const hash = await hashPassword(CUSTOMER_PASSWORD);
  const ids = picked.map((c) => c.id);
  await db.update(s.users).set({ passwordHash: hash, isActive: true }).where(inArray(s.users.id, ids));
  // The ledger trigger (drizzle/0004_points_totals.sql) adds each entry to the customer's balance,
  // earned and last activity: the entry alone is the credit; touching points_balance too counts it twice.
  const credits: Array<typeof s.pointsLedger.$inferInsert> = ids.map((userId) => ({
    userId,
    points: 1_000_000,
    kind: 'BONUS',
    description: 'Bônus do benchmark',
  }));
  if (credits.length > 0) await db.insert(s.pointsLedger).values(credits);
  const [store] = await db.select({ id: s.partnerLocations.id }).from(s.partnerLocations).limit(1);
  const [offer] = await db
    .insert(s.offers)
    .values({
      title: BENCH_OFFER,
      offerType: 'GIFT',
      pointsCost: 1,
      partnerLocationId: store?.id ?? null,
      maxRedemptions: null,
      validFrom: new Date(Date.now() - 3_600_000),
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: s.offers.id });
  return { customers: picked, offerId: offer?.id ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Sessions and operations.

interface Op {
  name: string;
  weight: number;
  run: () => Promise<{ status: number; body?: Record<string, unknown> }>;
  expect: number;
  /** Counted as an acknowledged write (its id is checked afterwards). */
  write?: 'redeem' | 'offer' | 'feedback';
}

const latencies = new Map<string, number[]>();
const errors = new Map<string, string[]>();
const acked = { redeem: [] as number[], offer: [] as number[], feedback: [] as number[] };

function record(name: string, ms: number) {
  const list = latencies.get(name) ?? [];
  latencies.set(name, list);
  list.push(ms);
}
function fail(name: string, why: string) {
  const list = errors.get(name) ?? [];
  errors.set(name, list);
  list.push(why);
}

async function call(base: string, method: string, url: string, token?: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? ((await res.json()) as Record<string, unknown>) : undefined;
  if (!parsed) await res.arrayBuffer();
  return { status: res.status, ...(parsed ? { body: parsed } : {}) };
}

const SEARCHES = ['silva', 'maria', 'santos', 'oliveira', 'ana', '123', 'troca'];
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

async function session(
  base: string,
  kind: 'admin' | 'dealership' | 'partner' | 'customer',
  /** Email (back-office) or CPF (customer). */
  email: string,
  password: string,
  offerId: number,
  until: number,
) {
  const loginUrl = kind === 'customer' ? '/api/v1/users/auth/login/' : '/api/v1/users/auth/admin-login/';
  // Customers sign in with their CPF (not every customer has an email).
  const login = await call(
    base,
    'POST',
    loginUrl,
    undefined,
    kind === 'customer' ? { cpf: email, password } : { email, password },
  );
  if (login.status !== 200) {
    fail('login', `${email} → ${login.status} ${JSON.stringify(login.body)}`);
    return;
  }
  const token = login.body?.access as string;
  const get = (url: string) => () => call(base, 'GET', url, token);
  let ops: Op[];
  if (kind === 'customer') {
    ops = [
      { name: 'GET loyalty/offers (cliente)', weight: 30, expect: 200, run: get('/api/v1/loyalty/offers/') },
      {
        name: 'GET loyalty/offers?search',
        weight: 10,
        expect: 200,
        run: () => get(`/api/v1/loyalty/offers/?search=${pick(['café', 'desconto', 'gasolina'])}`)(),
      },
      {
        name: 'GET loyalty/vouchers (cliente)',
        weight: 20,
        expect: 200,
        run: get('/api/v1/loyalty/vouchers/'),
      },
      {
        name: 'GET communications/notifications',
        weight: 10,
        expect: 200,
        run: get('/api/v1/communications/notifications/'),
      },
      {
        name: 'POST loyalty/offers/redeem',
        weight: 8,
        expect: 201,
        write: 'redeem',
        run: () => call(base, 'POST', '/api/v1/loyalty/offers/redeem/', token, { offer_id: offerId }),
      },
      {
        name: 'POST communications/feedbacks',
        weight: 2,
        expect: 201,
        write: 'feedback',
        run: () =>
          call(base, 'POST', '/api/v1/communications/feedbacks/', token, {
            subject: 'Benchmark',
            message: 'Mensagem de carga',
          }),
      },
    ];
  } else {
    const user = login.body?.user as { dealership_associated: number | null };
    const partners = (await call(base, 'GET', '/api/v1/loyalty/admin/offers/available-partners/', token))
      .body as {
      partner_locations: Array<{ id: number }>;
      dealerships: Array<{ id: number }>;
    };
    const target = () =>
      kind === 'partner'
        ? { location_type: 'partner', partner_location: pick(partners.partner_locations).id }
        : {
            location_type: 'dealership',
            dealership: kind === 'dealership' ? user.dealership_associated : pick(partners.dealerships).id,
          };
    ops = [
      {
        name: 'GET users/dashboard/stats',
        weight: 8,
        expect: 200,
        run: get('/api/v1/users/dashboard/stats/'),
      },
      {
        name: 'GET activities/recent',
        weight: 12,
        expect: 200,
        run: get('/api/v1/loyalty/admin/activities/recent/?page_size=5'),
      },
      {
        name: 'GET transactions/history',
        weight: 10,
        expect: 200,
        run: get('/api/v1/loyalty/admin/transactions/history/?page_size=8'),
      },
      {
        name: 'GET points/summary',
        weight: 10,
        expect: 200,
        run: get('/api/v1/loyalty/admin/points/summary/'),
      },
      {
        name: 'GET points/summary?search',
        weight: 10,
        expect: 200,
        run: () => get(`/api/v1/loyalty/admin/points/summary/?search=${pick(SEARCHES)}`)(),
      },
      {
        name: 'GET redemptions/recent',
        weight: 8,
        expect: 200,
        run: get('/api/v1/loyalty/admin/redemptions/recent/'),
      },
      {
        name: 'GET admin/offers/list',
        weight: 8,
        expect: 200,
        run: get('/api/v1/loyalty/admin/offers/list/?page_size=10'),
      },
      {
        name: 'GET loyalty/vouchers?search',
        weight: 5,
        expect: 200,
        run: () => get(`/api/v1/loyalty/vouchers/?search=${pick(SEARCHES)}`)(),
      },
      {
        name: 'GET reports/redemption-reports',
        weight: 4,
        expect: 200,
        run: get('/api/v1/reports/redemption-reports/'),
      },
      {
        name: 'POST loyalty/admin/offers',
        weight: 3,
        expect: 201,
        write: 'offer',
        run: () =>
          call(base, 'POST', '/api/v1/loyalty/admin/offers/', token, {
            title: `Carga ${randomBytes(4).toString('hex')}`,
            offer_type: 'CUPOM_DESCONTO',
            points_cost: 50,
            discount_percentage: '10',
            valid_from: new Date().toISOString(),
            valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            ...target(),
          }),
      },
    ];
    if (kind === 'admin')
      ops.push({
        name: 'GET users/admin/list?search',
        weight: 6,
        expect: 200,
        run: () => get(`/api/v1/users/admin/list/?search=${pick(SEARCHES)}`)(),
      });
  }
  const total = ops.reduce((sum, op) => sum + op.weight, 0);
  while (Date.now() < until) {
    const r = Math.random() * total;
    let acc = 0;
    const op =
      ops.find((o) => {
        acc += o.weight;
        return r < acc;
      }) ?? (ops[0] as Op);
    const started = performance.now();
    try {
      const res = await op.run();
      record(op.name, performance.now() - started);
      if (res.status !== op.expect) fail(op.name, `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (op.write) acked[op.write].push(res.body?.id as number);
    } catch (err) {
      fail(op.name, String(err));
    }
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// ---------------------------------------------------------------------------------------------

ensureBuilt();
const t = await target();
let server: ServerProcess | undefined;
let exitCode = 0;
try {
  const customersWanted = Math.round(SESSIONS / 2);
  let setup = await t.open();
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    await setup.migrate();
    prepared = await prepare(setup.db, customersWanted);
    await setup.analyze();
  } finally {
    await setup.close();
  }
  server = await startServer({
    ...t.env,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_MAX: '100000',
    LOGIN_RATE_ACCOUNT_MAX: '100000',
  });
  await waitReady(server);

  const until = Date.now() + SECONDS * 1000;
  const backOffice = SESSIONS - prepared.customers.length;
  const sessions: Promise<void>[] = [];
  for (let i = 0; i < backOffice; i++) {
    const kind = (['admin', 'dealership', 'partner'] as const)[i % 3] as 'admin' | 'dealership' | 'partner';
    const account = DEMO_ACCOUNTS[kind];
    sessions.push(session(server.url, kind, account.email, account.password, prepared.offerId, until));
  }
  for (const c of prepared.customers)
    sessions.push(session(server.url, 'customer', c.cpf, CUSTOMER_PASSWORD, prepared.offerId, until));
  await Promise.all(sessions);
  server.child.kill('SIGTERM');
  const code = await server.exited;

  // Lost writes: every acknowledged write is in the database; balances equal ledger sums.
  setup = await t.open();
  const checks: string[] = [];
  try {
    const db = setup.db;
    const q = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [r] = await q<{ n: number }>(
      sql`select count(*)::int as n from redemptions where offer_id = ${prepared.offerId}`,
    );
    const [o] = await q<{ n: number }>(sql`select count(*)::int as n from offers where title like 'Carga %'`);
    const [f] = await q<{ n: number }>(
      sql`select count(*)::int as n from feedbacks where subject = 'Benchmark'`,
    );
    const [m] = await q<{ n: number }>(sql`
      select count(*)::int as n from (select u.id from users u left join points_ledger l on l.user_id = u.id
      group by u.id having u.points_balance <> coalesce(sum(l.points), 0)) x`);
    const [d] = await q<{ n: number }>(sql`
      select count(*)::int as n from redemptions r where r.points_spent > 0 and
      (select count(*) from points_ledger l where l.redemption_id = r.id and l.points = -r.points_spent) <> 1`);
    if (r?.n !== acked.redeem.length)
      checks.push(`redemptions: ${acked.redeem.length} acknowledged, ${r?.n} stored`);
    if (o?.n !== acked.offer.length)
      checks.push(`offers: ${acked.offer.length} acknowledged, ${o?.n} stored`);
    if (f?.n !== acked.feedback.length)
      checks.push(`feedbacks: ${acked.feedback.length} acknowledged, ${f?.n} stored`);
    if (m?.n !== 0) checks.push(`${m?.n} users whose balance differs from their ledger sum`);
    if (d?.n !== 0) checks.push(`${d?.n} redemptions without exactly one ledger debit`);
  } finally {
    await setup.close();
  }

  const rows = [...latencies.entries()].sort(([a], [b]) => a.localeCompare(b));
  let requests = 0;
  console.log(
    `\n${t.label}: ${SESSIONS} sessions (${backOffice} back-office, ${prepared.customers.length} customers), ${SECONDS} s`,
  );
  console.log(
    `${'operation'.padEnd(36)} ${'count'.padStart(7)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, list] of rows) {
    const sorted = [...list].sort((a, b) => a - b);
    requests += list.length;
    console.log(
      `${name.padEnd(36)} ${String(list.length).padStart(7)} ${String(errors.get(name)?.length ?? 0).padStart(6)} ${pct(sorted, 50).toFixed(1).padStart(8)} ${pct(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((n, l) => n + l.length, 0);
  console.log(
    `total: ${requests} requests, ${(requests / SECONDS).toFixed(0)} req/s, p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms, ` +
      `${errorCount} errors; writes acknowledged: ${acked.redeem.length} redemptions, ${acked.offer.length} offers, ${acked.feedback.length} feedbacks; ` +
      `lost writes: ${checks.length === 0 ? 0 : checks.join('; ')}; server exit ${code}`,
  );
  for (const [name, list] of errors) console.log(`errors in ${name}: ${list.slice(0, 3).join(' | ')}`);
  if (errorCount > 0 || checks.length > 0 || code !== 0) exitCode = 1;
} finally {
  await stop(server);
  await t.cleanup();
}
process.exit(exitCode);
