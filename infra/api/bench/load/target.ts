import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';

/** A fresh database for one run: the server's environment, a way to open it here, and its removal. */
export interface Target {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
  label: string;
}

/** PGlite in a temporary DATA_DIR, or a throwaway database next to the given PostgreSQL one. */
export async function openTarget(url: string | undefined): Promise<Target> {
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
