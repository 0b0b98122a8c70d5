/**
 * What the benchmarks of the built server (bench/export.ts, bench/report.ts) share: a loaded bench
 * database handed to dist/server.mjs, the benchmark's admin signed in over loopback, the server's
 * memory read from /proc, and the run's exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.ts';
import { hashPassword } from '../src/domain/password.ts';
import {
  buildIfStale,
  type ServerProcess,
  startServer,
  stop,
  waitReady,
} from '../src/test/server-process.ts';
import { benchDatabase, rows } from './ledger-data.ts';

/** A line of /proc/<pid>/status in MB (Linux; 0 elsewhere). */
export function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The p-th percentile (nearest rank) of `values`; 0 when there are none. */
export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The server under measure, signed in as the benchmark's admin. */
export interface ServedRun {
  server: ServerProcess;
  /** The admin's access token. */
  access: string;
  /** Rows of the counted table: what the measured answers must account for. */
  expected: number;
  /** 'PGlite' or 'PostgreSQL'. */
  label: string;
}

export interface ServedBenchSpec {
  /** Names the temporary directory or database, and the media directory. */
  name: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** The admin's password, set after the load (the data sets store none that signs in). */
  password: string;
  /** Loads the data set; returns its admin (admin@bench.example). */
  load(handle: DbHandle): Promise<{ adminId: number }>;
  /** The table whose row count the measures must find again. */
  countedTable: 'points_ledger' | 'redemptions';
  /** What the log says comes after the load ('exporting', 'measuring'). */
  next: string;
  /** The measures, printed; false when an answer was not as expected. */
  measure(run: ServedRun): Promise<boolean>;
}

/**
 * Loads the data set, starts the built server on it, signs the admin in and runs the measures;
 * prints the server's last output when anything throws. Exits 1 on a failure, 0 otherwise, after
 * stopping the server and removing the database and the media directory.
 */
export async function runServedBench(spec: ServedBenchSpec): Promise<never> {
  buildIfStale();
  const db = await benchDatabase({ databaseUrl: spec.databaseUrl, dataDir: spec.dataDir, name: spec.name });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), `fidelidade-bench-${spec.name}-media-`));
  let server: ServerProcess | undefined;
  let exitCode = 0;
  try {
    const loadStarted = performance.now();
    const { adminId } = await spec.load(db.handle);
    await db.handle.db.execute(
      sql`update users set password_hash = ${await hashPassword(spec.password)} where id = ${adminId}`,
    );
    const [table] = await rows<{ n: number }>(
      db.handle.db,
      // A constant of this file's type, never input: the counted table's name as it is.
      sql`select count(*)::int as n from ${sql.raw(spec.countedTable)}`,
    );
    const expected = table?.n ?? -1;
    console.error(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; ${spec.next}…`);
    // PGlite belongs to one process at a time: hand the data directory over to the server.
    if (db.handle.driver === 'pglite') await db.handle.close();

    server = await startServer({ ...db.env, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' });
    await waitReady(server);
    const login = await fetch(`${server.url}/api/v1/users/auth/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@bench.example', password: spec.password }),
    });
    if (login.status !== 200) throw new Error(`login → ${login.status} ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };
    if (!(await spec.measure({ server, access, expected, label: db.label }))) exitCode = 1;
  } catch (error) {
    console.error(error);
    if (server) console.error(`server output (end):\n${server.output().slice(-3000)}`);
    exitCode = 1;
  } finally {
    await stop(server, 'SIGTERM');
    await db.cleanup();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
