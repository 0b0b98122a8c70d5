import fs, { openAsBlob } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { AutoPreparingClient, UnnamedStatementClient } from './auto-prepare.ts';
import { openPgliteCursor, openPostgresCursor, type RawQuery, type RowCursor } from './cursor.ts';
import { lockDataDir } from './lock.ts';
import { migrationsFolder } from './migrate.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { PgliteLike } from './pglite-like.ts';
import { pgliteStorage } from './pglite-memory.ts';
import { writePgliteSnapshot } from './pglite-snapshot.ts';
import { keepWalInCheck } from './pglite-wal.ts';
import { compiledPglite } from './pglite-wasm.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import {
  keepContextInPoolQueries,
  observedClientClass,
  observedPglite,
  QueryObservers,
} from './query-observers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Refreshes planner statistics after bulk loads (PGlite has no autovacuum). */
  analyze(): Promise<void>;
  /** A server-side cursor over `query` (CSV exports read large lists in batches: cursor.ts). */
  openCursor(query: RawQuery): Promise<RowCursor>;
  /** Every statement goes through these (metrics and traces: query-observers.ts). */
  observers: QueryObservers;
  /** node-postgres pool occupancy; null on PGlite (one connection, no pool). */
  poolStats(): PoolStats | null;
  /**
   * PGlite only: writes a consistent gzipped tarball of the data directory to `file` while the
   * database keeps serving (pglite-snapshot.ts; backups: docs/operations.md); null on PostgreSQL.
   */
  snapshot: ((file: string) => Promise<void>) | null;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open (idle or in use). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; null = in memory. */
  dataDir: string | null;
  /** PGlite in a worker thread (PGLITE_WORKER; pglite-worker-client.ts) instead of this one. */
  pgliteWorker?: boolean | undefined;
  /** node-postgres pool size (PG_POOL_MAX, default 10). */
  poolMax?: number | undefined;
  /**
   * Named statements for every parameterised query (PG_PREPARE, default true): db/auto-prepare.ts on
   * PostgreSQL, db/pglite-prepared.ts in PGlite's worker thread (PGlite in this thread does without).
   */
  prepare?: boolean | undefined;
  /** Where drizzle/ is (MIGRATIONS_DIR); found beside src/ or dist/ when absent. */
  migrationsDir?: string | undefined;
  /**
   * A new database starts as this file, a `dumpDataDir()` tarball of a migrated one, instead of an
   * empty cluster: in memory (the API tests load one migrated template per file: src/test/run.ts),
   * or a data directory not created yet (stacks and benchmarks: db/pglite-template.ts). A data
   * directory that already holds a database opens as it is.
   */
  fromDump?: string | undefined;
}

/** The database the configuration names (server, seed CLI). */
export function databaseOptions(
  config: Pick<
    AppConfig,
    'DATABASE_URL' | 'DATA_DIR' | 'PGLITE_WORKER' | 'PG_POOL_MAX' | 'PG_PREPARE' | 'MIGRATIONS_DIR'
  >,
): DbOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteWorker: config.PGLITE_WORKER,
    poolMax: config.PG_POOL_MAX,
    prepare: config.PG_PREPARE,
    migrationsDir: config.MIGRATIONS_DIR,
  };
}

const MIGRATION_LOCK_KEY = 7_301_920_411;

async function startPglite(
  dataDir: string | null,
  worker: boolean,
  prepare: boolean,
  fromDump: string | undefined,
): Promise<PgliteLike> {
  if (worker) return PgliteWorkerClient.start({ dataDir, prepare, fromDump });
  return PGlite.create({
    ...pgliteStorage(dataDir),
    ...(fromDump ? { loadDataDir: await openAsBlob(fromDump) } : {}),
    extensions: PGLITE_EXTENSIONS,
    pgliteWasmModule: await compiledPglite(),
  });
}

async function openPglite(
  dataDir: string | null,
  worker: boolean,
  prepare: boolean,
  migrationsDir?: string,
  fromDump?: string,
): Promise<DbHandle> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const isNew = !dataDir || !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
    const client = await startPglite(dataDir, worker, prepare, isNew ? fromDump : undefined);
    const walKeeper = keepWalInCheck(client);
    const observers = new QueryObservers();
    // drizzle's pglite driver is typed for PGlite but calls only what PgliteLike has
    // (drizzle-orm/pglite/session.js: query with rowMode and parsers, transaction).
    const db = drizzlePglite({ client: observedPglite(client, observers) as PGlite, schema });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder(migrationsDir) }),
      analyze: async () => {
        await client.exec('VACUUM ANALYZE');
      },
      openCursor: (query) => openPgliteCursor(client, query),
      observers,
      poolStats: () => null,
      snapshot: (file) => writePgliteSnapshot(client, file),
      close: async () => {
        walKeeper.stop();
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function openPostgres(
  connectionString: string,
  poolMax: number,
  prepare: boolean,
  migrationsDir?: string,
): DbHandle {
  const observers = new QueryObservers();
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    Client: observedClientClass(prepare ? AutoPreparingClient : UnnamedStatementClient, observers),
  });
  keepContextInPoolQueries(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn, schema }), {
          migrationsFolder: migrationsFolder(migrationsDir),
        });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    analyze: async () => {
      await db.execute(sql`ANALYZE`);
    },
    openCursor: (query) => openPostgresCursor(pool, query),
    observers,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    snapshot: null,
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.poolMax ?? 10,
      options.prepare ?? true,
      options.migrationsDir,
    );
  }
  return openPglite(
    options.dataDir,
    options.pgliteWorker ?? false,
    options.prepare ?? true,
    options.migrationsDir,
    options.fromDump,
  );
}
