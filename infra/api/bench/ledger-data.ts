/**
 * The data set of the API benchmarks (bench/lists.ts, bench/export.ts): a fresh database — PGlite
 * in a temporary or kept directory, or a throwaway PostgreSQL database — bulk-loaded with customers
 * and a million-row points ledger.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DbHandle, openDatabase } from '../src/db/client.ts';
import { migratedTemplate } from '../src/db/pglite-template.ts';

/** Ledger rows per INSERT statement (keeps PGlite's memory bounded). */
const CHUNK = 200_000;

// ---------------------------------------------------------------------------------------------
// Database: fresh, PGlite in a temporary directory or a throwaway PostgreSQL database.

export interface BenchDatabase {
  handle: DbHandle;
  label: string;
  /** What a server process needs to open the same database (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** Closes the handle (if still open) and removes the temporary directory or database. */
  cleanup: () => Promise<void>;
}

export interface BenchDatabaseOptions {
  /** A PostgreSQL server: a throwaway database is created next to this one. */
  databaseUrl?: string | undefined;
  /** PGlite kept in this directory (loaded once, reused); else a temporary one. */
  dataDir?: string | undefined;
  /** Names the temporary directory or database (`lists` → fidelidade-bench-lists-…). */
  name: string;
  /**
   * Keeps the data set under this name instead of a throwaway one (`--keep NAME`): the database
   * `api_bench_keep_NAME` next to `databaseUrl`, or PGlite in `<tmp>/fidelidade-bench-keep-NAME`.
   * A full-size load takes 20 minutes or more; kept, a before/after pair measures the same data.
   */
  keep?: string | undefined;
}

/** Whether a kept data set finished loading (markLoaded), so a run can skip the load. */
export async function isLoaded(db: Database): Promise<boolean> {
  const found = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class where relname = 'bench_loaded'`,
  );
  return (found[0]?.n ?? 0) > 0;
}

/**
 * One statement of a load, then a turn of the event loop. PGlite in this thread (the benchmarks open
 * it so) answers without one, so over a load's thousands of statements the WAL keeper's timer
 * (src/db/pglite-wal.ts) never fired: a 1 M-customer load kept 30 GB of WAL until it ended.
 */
export async function execTurning(db: Database, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
  await turn();
}

export async function markLoaded(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists bench_loaded (at timestamptz not null default now())`);
}

export async function benchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const url = options.databaseUrl;
  const kept = options.keep?.replace(/\W/g, '_');
  const keptDir =
    options.dataDir ?? (kept ? path.join(os.tmpdir(), `fidelidade-bench-keep-${kept}`) : undefined);
  if (!url && keptDir) {
    const dataDir = path.resolve(keptDir);
    const handle = await openDatabase({ dataDir, fromDump: await migratedTemplate() });
    return { handle, label: 'PGlite', env: { DATA_DIR: dataDir }, cleanup: () => handle.close() };
  }
  if (!url) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `fidelidade-bench-${options.name}-`));
    const dataDir = path.join(tmp, 'pglite');
    // A new directory starts as the migrated template (db/pglite-template.ts), not from initdb.
    const handle = await openDatabase({ dataDir, fromDump: await migratedTemplate() });
    return {
      handle,
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      cleanup: async () => {
        await handle.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  }
  const name = kept
    ? `api_bench_keep_${kept}`
    : `api_bench_${options.name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  };
  const exists = kept && (await admin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: null });
  return {
    handle,
    label: 'PostgreSQL',
    env: { DATABASE_URL: dbUrl.toString() },
    cleanup: async () => {
      await handle.close();
      if (kept) return;
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

export async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface LedgerSize {
  customers: number;
  entries: number;
}

/**
 * Migrates and bulk-loads (set-based SQL) customers, a few dealerships/partners/stores/offers,
 * points ledger entries over the last 365 days and the customers' totals computed once after;
 * then vacuums and analyses. A database that already holds the bench admin is reused as it is.
 */
export async function loadLedger(
  handle: DbHandle,
  { customers, entries }: LedgerSize,
): Promise<{ adminId: number; steps: Array<[string, number]> }> {
  const db = handle.db;
  const steps: Array<[string, number]> = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    steps.push([name, performance.now() - started]);
  };
  const exec = (statement: string) => execTurning(db, statement);

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
  await step(`${customers.toLocaleString('en')} customers`, () =>
    exec(`insert into users (cpf, email, full_name, user_type, dealership_id, is_active, password_hash, created_at)
      select lpad(g::text, 11, '0'),
        case when g % 3 = 0 then 'cliente' || g || '@bench.example' end,
        (${pgArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${pgArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}]
          || ' ' || (${pgArray(LAST)})[1 + (g * 7) % ${LAST.length}] || ' ' || g,
        'CLIENTE',
        case when g % 4 = 0 then (select min(id) from dealerships) + g % 5 end,
        g % 50 <> 0, null,
        now() - ((g::bigint * 7919) % (400 * 86400)) * interval '1 second'
      from generate_series(1, ${customers}) g`),
  );
  const [{ first } = { first: 0 }] = await rows<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where user_type = 'CLIENTE'`,
  );
  // A million-row import would rewrite 100k customers five times through the per-statement
  // trigger; load with it off, then compute the totals once, set-based, as migration 0004 does.
  await exec('alter table points_ledger disable trigger points_ledger_totals');
  await step(`${entries.toLocaleString('en')} ledger entries`, async () => {
    for (let from = 1; from <= entries; from += CHUNK) {
      const to = Math.min(entries, from + CHUNK - 1);
      // ~85 % credits (services, merchandise, bonus), ~15 % debits (redemptions, expirations).
      await exec(`insert into points_ledger (user_id, points, kind, description, offer_id, amount, dealership_id,
          partner_location_id, created_at)
        select ${first} + (g::bigint * 48271) % ${customers},
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
        points_expired = t.expired, last_activity_at = t.last_at
      from (select user_id, sum(points)::int as balance,
          coalesce(sum(points) filter (where points > 0), 0)::int as earned,
          coalesce(-sum(points) filter (where points < 0 and kind <> 'EXPIRATION'), 0)::int as spent,
          coalesce(-sum(points) filter (where kind = 'EXPIRATION'), 0)::int as expired, max(created_at) as last_at
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
export async function scopedUsers(db: Database): Promise<{ dealershipUser: number; partnerUser: number }> {
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
export async function totalsMismatches(db: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select u.id from users u left join points_ledger l on l.user_id = u.id
      group by u.id having u.points_balance <> coalesce(sum(l.points), 0)
        or u.points_earned <> coalesce(sum(l.points) filter (where l.points > 0), 0)
        or u.points_spent <> coalesce(-sum(l.points) filter (where l.points < 0 and l.kind <> 'EXPIRATION'), 0)
        or u.points_expired <> coalesce(-sum(l.points) filter (where l.kind = 'EXPIRATION'), 0)) x`,
  );
  return row?.n ?? -1;
}
