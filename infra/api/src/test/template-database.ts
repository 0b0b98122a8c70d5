import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migratedTemplate } from '../db/pglite-template.ts';

export interface Template {
  /** What the test processes need to start from it (read by helpers.ts). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * The migrated PGlite dump prepareTemplate() handed this process (TEST_PGLITE_DUMP). A file's own
 * PGlite, in memory or in a data directory of its own, opened from it skips initdb and every
 * migration (about 6 s each on a 2-core machine). Unset when a file runs alone: it then migrates.
 */
export const suitePgliteDump = (): string | undefined => process.env.TEST_PGLITE_DUMP || undefined;

/** Runs one statement on the server's maintenance database. */
async function onServer(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<{ n: number }>(statement, params);
  } finally {
    await client.end();
  }
}

/** pg-pool's end() resolves before its sockets have closed: wait until the database has no session. */
async function untilIdle(url: string, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await onServer(
      url,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The database every test file's own starts as, migrated once: with TEST_DATABASE_URL a template
 * database on that server (each file's is `CREATE DATABASE … TEMPLATE` it), otherwise the PGlite dump
 * of db/pglite-template.ts (each file's in-memory PGlite loads it).
 */
export async function prepareTemplate(): Promise<Template> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { env: { TEST_PGLITE_DUMP: await migratedTemplate() }, drop: async () => {} };
  const name = `api_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // One connection, closed before any copy: CREATE DATABASE … TEMPLATE refuses a template in use.
  const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: null, poolMax: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  await untilIdle(url, name);
  return {
    env: { TEST_PG_TEMPLATE: name },
    drop: async () => {
      await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
