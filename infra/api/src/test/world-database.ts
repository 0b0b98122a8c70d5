import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { suitePgliteDump } from './template-database.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/**
 * A database for built-server tests on the suite's database: a PGlite directory of its own, or,
 * with TEST_DATABASE_URL, a throwaway PostgreSQL database. `env` points a server at it; the handle
 * is for preparing it (migrate it: a no-op on the suite's template) and must be closed before a
 * PGlite server starts (one process owns it).
 */
export interface WorldDatabase {
  driver: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

export async function createWorldDatabase(prefix: string): Promise<WorldDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await createThrowawayDatabase(url, prefix);
    return {
      driver: 'postgres',
      env: { DATABASE_URL: database.url },
      open: () => openDatabase({ databaseUrl: database.url, dataDir: null }),
      drop: database.drop,
    };
  }
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const dataDir = path.join(base, 'pglite');
  return {
    driver: 'pglite',
    env: { DATA_DIR: dataDir },
    async open() {
      // Under the suite runner: the migrated template (src/test/run.ts), instead of migrating here.
      return openDatabase({ dataDir, fromDump: suitePgliteDump() });
    },
    drop: async () => fs.rmSync(base, { recursive: true, force: true }),
  };
}
