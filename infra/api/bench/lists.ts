/**
 * List benchmark (not a test): the back-office list endpoints over a large data set, in process
 * (`app.inject`, no network). A fresh database is migrated and bulk-loaded with set-based SQL
 * (customers, a few dealerships/partners/stores/offers, points ledger entries over the last 365
 * days, customer totals computed once after), vacuumed and analysed; then each list is requested
 * sequentially with an ADMIN token and the median and p99 latency are printed.
 *
 *   node bench/lists.ts [--customers 100000] [--entries 1000000] [--requests 200]   # PGlite (temp dir)
 *   node bench/lists.ts --data-dir DIR   # PGlite kept in DIR: loaded on the first run, reused (and
 *        migrated) on later ones — for iterating on queries without reloading a million rows
 *   node bench/lists.ts --database-url postgres://user@127.0.0.1:5432/postgres       # PostgreSQL: a
 *        throwaway database is created next to the given one and dropped afterwards
 *   node bench/lists.ts --smoke    # 2 000 customers, 20 000 entries, 20 requests (scripts/bench-smoke.ts)
 *
 * Exit code 1 when any request did not answer 200 or a customer's totals differ from their ledger.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Database, type DbHandle, openDatabase } from '../src/db/client.ts';

const { values: args } = parseArgs({
  // pnpm 12 passes a `--` through to the script (`bench:lists -- --requests 50`): drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    customers: { type: 'string' },
    entries: { type: 'string' },
    requests: { type: 'string' },
    warmup: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
/** `--smoke`: a data set small enough for npm test; every check still runs. */
const size = (given: string | undefined, full: number, smoke: number) =>
  Math.floor(Number(given ?? (args.smoke ? smoke : full)));
const CUSTOMERS = Math.max(10, size(args.customers, 100_000, 2_000));
const ENTRIES = Math.max(10, size(args.entries, 1_000_000, 20_000));
const REQUESTS = Math.max(1, size(args.requests, 200, 20));
const WARMUP = Math.max(0, size(args.warmup, 20, 2));
/** Ledger rows per INSERT statement (keeps PGlite's memory bounded). */
const CHUNK = 200_000;

// ---------------------------------------------------------------------------------------------
// Database: fresh, PGlite in a temporary directory or a throwaway PostgreSQL database.

interface Target {
  handle: DbHandle;
  label: string;
  cleanup: () => Promise<void>;
}

async function target(): Promise<Target> {
  const url = args['database-url'];
  const keptDir = args['data-dir'];
  if (!url && keptDir) {
    const handle = await openDatabase({ dataDir: path.resolve(keptDir) });
    return { handle, label: 'PGlite', cleanup: () => handle.close() };
  }
  if (!url) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-lists-'));
    const handle = await openDatabase({ dataDir: path.join(tmp, 'pglite') });
    return {
      handle,
      label: 'PGlite',
      cleanup: async () => {
        await handle.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  }
  const name = `api_bench_lists_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: null });
  return {
    handle,
    label: 'PostgreSQL',
    cleanup: async () => {
      await handle.close();
      // pg-pool's end() resolves before its sockets have closed: wait until no sessions are left.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk load, set-based.

const FIRST = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Carlos',
  'Paulo',
  'Lucas',
  'Mariana',
  'Fernanda',
  'Pedro',
  'Juliana',
  'Rafael',
  'Beatriz',
  'Gabriel',
  'Camila',
  'Bruno',
  'Larissa',
  'Thiago',
  'Patrícia',
  'Rodrigo',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
];
const pgArray = (items: string[]) => `array[${items.map((i) => `'${i}'`).join(',')}]`;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function load(handle: DbHandle): Promise<{ adminId: number; steps: Array<[string, number]> }> {
  const db = handle.db;
  const steps: Array<[string, number]> = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    steps.push([name, performance.now() - started]);
  };
  const exec = (statement: string) => db.execute(sql.raw(statement));

  await step('migrate', () => handle.migrate());
  const [loaded] = await rows<{ id: number }>(
    db,
    sql`select id from users where email = 'admin@bench.example'`,
  );
  if (loaded) {
    await step('ANALYZE (reused data)', () => handle.analyze());
    return { adminId: loaded.id, steps };
  }
  await step('partnerships + 50 offers', async () => {
    await exec(`insert into locations (address, city, state)
      select 'Rua do Benchmark, ' || g, (array['São Paulo','Campinas','Santos','Curitiba'])[1 + g % 4], 'SP'
      from generate_series(1, 20) g`);
    await exec(`insert into dealerships (name, cnpj, location_id)
      select 'Concessionária ' || g, lpad(g::text, 14, '0'), (select min(id) from locations) + g - 1
      from generate_series(1, 5) g`);
    await exec(`insert into partners (brand_name, category)
      select 'Parceiro ' || g, (array['Combustível','Alimentação','Serviços'])[1 + g % 3]
      from generate_series(1, 8) g`);
    await exec(`insert into partner_locations (store_name, partner_id, location_id)
      select 'Loja ' || g, (select min(id) from partners) + g % 8, (select min(id) from locations) + 5 + g % 15
      from generate_series(1, 12) g`);
    await exec(`insert into offers (title, description, offer_type, points_cost, valid_from, valid_until,
        is_active, dealership_id, partner_location_id, discount_percentage, created_at)
      select (array['Desconto em revisão','Café grátis','Lavagem completa','Troca de óleo','Gasolina especial'])[1 + g % 5]
          || ' ' || g,
        'Oferta do benchmark número ' || g,
        (array['CUPOM_DESCONTO','VOUCHER_RELAMPAGO','GIFT','GASOLINE_SPECIAL','TIME_LIMITED','PARTNER_DISCOUNT'])[1 + g % 6],
        50 + (g * 37) % 950,
        now() - interval '30 days', now() + ((g % 90) + 1) * interval '1 day',
        g % 7 <> 0,
        case when g % 2 = 0 then (select min(id) from dealerships) + g % 5 end,
        case when g % 2 = 1 then (select min(id) from partner_locations) + g % 12 end,
        case when g % 6 = 0 then 10 end,
        now() - g * interval '1 hour'
      from generate_series(1, 50) g`);
  });
  await step(`${CUSTOMERS.toLocaleString('en')} customers`, () =>
    exec(`insert into users (cpf, email, full_name, user_type, dealership_id, is_active, password_hash, created_at)
      select lpad(g::text, 11, '0'),
        case when g % 3 = 0 then 'cliente' || g || '@bench.example' end,
        (${pgArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${pgArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}]
          || ' ' || (${pgArray(LAST)})[1 + (g * 7) % ${LAST.length}] || ' ' || g,
        'CLIENTE',
        case when g % 4 = 0 then (select min(id) from dealerships) + g % 5 end,
        g % 50 <> 0, null,
        now() - ((g::bigint * 7919) % (400 * 86400)) * interval '1 second'
      from generate_series(1, ${CUSTOMERS}) g`),
  );
  const [{ first } = { first: 0 }] = await rows<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where user_type = 'CLIENTE'`,
  );
  // A million-row import would rewrite 100k customers five times through the per-statement
  // trigger; load with it off, then compute the totals once, set-based, as migration 0004 does.
  await exec('alter table points_ledger disable trigger points_ledger_totals');
  await step(`${ENTRIES.toLocaleString('en')} ledger entries`, async () => {
    for (let from = 1; from <= ENTRIES; from += CHUNK) {
      const to = Math.min(ENTRIES, from + CHUNK - 1);
      // ~85 % credits (services, merchandise, bonus), ~15 % debits (redemptions, expirations).
      await exec(`insert into points_ledger (user_id, points, kind, description, offer_id, amount, dealership_id,
          partner_location_id, created_at)
        select ${first} + (g::bigint * 48271) % ${CUSTOMERS},
          case when g % 20 < 17 then 10 + (g * 13) % 490 else -(5 + (g * 7) % 45) end,
          case when g % 20 < 10 then 'SERVICE' when g % 20 < 15 then 'MERCHANDISE' when g % 20 < 17 then 'BONUS'
            when g % 20 < 19 then 'REDEMPTION' else 'EXPIRATION' end,
          case when g % 20 < 10 then (array['Revisão programada','Troca de óleo','Alinhamento e balanceamento','Lavagem'])[1 + g % 4]
            when g % 20 < 15 then 'Compra de peças na concessionária'
            when g % 20 < 17 then 'Bônus de aniversário'
            when g % 20 < 19 then 'Resgate de oferta: Café grátis ' || (g % 50) || ' (' || (5 + (g * 7) % 45) || ' pontos)'
            else 'Expiração de pontos' end,
          null,
          case when g % 20 < 15 then (100 + (g * 31) % 4900)::numeric end,
          case when g % 20 < 15 then (select min(id) from dealerships) + g % 5 end,
          case when g % 20 >= 17 then (select min(id) from partner_locations) + g % 12 end,
          now() - ((g::bigint * 2654435761) % (365 * 86400)) * interval '1 second'
        from generate_series(${from}, ${to}) g`);
    }
  });
  await exec('alter table points_ledger enable trigger points_ledger_totals');
  await step('customer totals', () =>
    exec(`update users u set points_balance = t.balance, points_earned = t.earned, points_spent = t.spent,
        last_activity_at = t.last_at
      from (select user_id, sum(points)::int as balance,
          coalesce(sum(points) filter (where points > 0), 0)::int as earned,
          coalesce(-sum(points) filter (where points < 0), 0)::int as spent, max(created_at) as last_at
        from points_ledger group by user_id) t
      where u.id = t.user_id`),
  );
  const [admin] = await rows<{ id: number }>(
    db,
    sql`insert into users (cpf, email, full_name, user_type, is_superuser, is_staff)
      values ('99999999999', 'admin@bench.example', 'Administrador do benchmark', 'ADMIN', true, true)
      returning id`,
  );
  await step('VACUUM ANALYZE', async () => {
    if (handle.driver === 'pglite') await handle.analyze();
    else await exec('VACUUM ANALYZE');
  });
  return { adminId: admin?.id ?? 0, steps };
}

/** A staff user of the first dealership and a user of the first partner, created once. */
async function scopedUsers(db: Database): Promise<{ dealershipUser: number; partnerUser: number }> {
  await db.execute(
    sql.raw(`insert into users (cpf, email, full_name, user_type, is_staff, dealership_id, partner_id)
      values ('99999999998', 'concessionaria@bench.example', 'Concessionária do benchmark', 'DEALERSHIP', true,
          (select min(id) from dealerships), null),
        ('99999999997', 'parceiro@bench.example', 'Parceiro do benchmark', 'PARCEIRO', false,
          null, (select min(id) from partners))
      on conflict do nothing`),
  );
  const found = await rows<{ id: number; user_type: string }>(
    db,
    sql`select id, user_type from users where email in ('concessionaria@bench.example', 'parceiro@bench.example')`,
  );
  const idOf = (type: string) => found.find((u) => u.user_type === type)?.id ?? 0;
  return { dealershipUser: idOf('DEALERSHIP'), partnerUser: idOf('PARCEIRO') };
}

/**
 * Customers whose stored totals differ from their ledger: the bulk load computes them by hand with
 * the trigger off, so this proves it left the same state the trigger keeps.
 */
async function totalsMismatches(db: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select u.id from users u left join points_ledger l on l.user_id = u.id
      group by u.id having u.points_balance <> coalesce(sum(l.points), 0)
        or u.points_earned <> coalesce(sum(l.points) filter (where l.points > 0), 0)
        or u.points_spent <> coalesce(-sum(l.points) filter (where l.points < 0), 0)) x`,
  );
  return row?.n ?? -1;
}

// ---------------------------------------------------------------------------------------------

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const t = await target();
let exitCode = 0;
try {
  const loadStarted = performance.now();
  const { adminId, steps } = await load(t.handle);
  const loadMs = performance.now() - loadStarted;
  console.error(`loaded in ${(loadMs / 1000).toFixed(1)} s; measuring…`);

  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-media-'));
  const app = await buildApp({
    db: t.handle,
    logger: false,
    config: {
      SEED: false,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      MEDIA_DIR: mediaDir,
      LOGIN_RATE_MAX: 1_000_000,
      LOGIN_RATE_ACCOUNT_MAX: 1_000_000,
    },
  });
  try {
    await app.ready();
    // Tokens as a sign-in issues them: with the user's current session version, which the API checks.
    const tokenFor = async (id: number, userType: string) => {
      const [user] = await rows<{ sv: number }>(
        t.handle.db,
        sql`select session_version as sv from users where id = ${id}`,
      );
      return app.tokens.accessToken({ id, userType, sessionVersion: user?.sv ?? 0 });
    };
    const token = await tokenFor(adminId, 'ADMIN');
    const { dealershipUser, partnerUser } = await scopedUsers(t.handle.db);
    const dealerToken = await tokenFor(dealershipUser, 'DEALERSHIP');
    const partnerToken = await tokenFor(partnerUser, 'PARCEIRO');
    const cases: Array<[string, string, string?]> = [
      ['points/summary p1', '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10'],
      [
        'points/summary p1 search=silva',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10&search=silva',
      ],
      ['activities/recent p1', '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10'],
      ['activities/recent p50', '/api/v1/loyalty/admin/activities/recent/?page=50&page_size=10'],
      [
        'activities/recent p1 search=silva',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10&search=silva',
      ],
      ['offers/list p1', '/api/v1/loyalty/admin/offers/list/?page=1&page_size=10'],
      [
        'offers/list p1 search=café',
        `/api/v1/loyalty/admin/offers/list/?page=1&page_size=10&search=${encodeURIComponent('café')}`,
      ],
      // Scoped lists (docs/architecture.md §6): a dealership's customers and entries; a partner's stores.
      [
        'points/summary p1 dealership',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10',
        dealerToken,
      ],
      [
        'activities/recent p1 dealership',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10',
        dealerToken,
      ],
      [
        'points/summary p1 partner',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10',
        partnerToken,
      ],
      [
        'activities/recent p1 partner',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10',
        partnerToken,
      ],
    ];
    const results: Array<{ name: string; count: number; median: number; p99: number; failures: string[] }> =
      [];
    for (const [name, url, caseToken = token] of cases) {
      const times: number[] = [];
      const failures: string[] = [];
      let count = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${caseToken}` },
        });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        else count = res.json<{ count: number }>().count;
        if (i >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      results.push({ name, count, median: pct(times, 50), p99: pct(times, 99), failures });
      console.error(`  ${name}: median ${pct(times, 50).toFixed(1)} ms`);
      if (failures.length > 0) exitCode = 1;
    }

    console.log(
      `\n${t.label}: ${CUSTOMERS.toLocaleString('en')} customers, ${ENTRIES.toLocaleString('en')} ledger entries, ` +
        `${REQUESTS} requests per endpoint after ${WARMUP} warm-ups (app.inject, sequential)`,
    );
    console.log(
      `load: ${(loadMs / 1000).toFixed(1)} s (${steps.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join(', ')})`,
    );
    console.log(
      `${'endpoint'.padEnd(36)} ${'count'.padStart(9)} ${'median ms'.padStart(10)} ${'p99 ms'.padStart(9)} ${'errors'.padStart(6)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(36)} ${String(r.count).padStart(9)} ${r.median.toFixed(1).padStart(10)} ${r.p99.toFixed(1).padStart(9)} ${String(r.failures.length).padStart(6)}`,
      );
    for (const r of results)
      if (r.failures.length > 0) console.log(`errors in ${r.name}: ${r.failures.slice(0, 3).join(' | ')}`);
    const mismatches = await totalsMismatches(t.handle.db);
    console.log(`customers whose totals differ from their ledger: ${mismatches}`);
    if (mismatches !== 0) exitCode = 1;
  } finally {
    await app.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
} finally {
  await t.cleanup();
}
process.exit(exitCode);
