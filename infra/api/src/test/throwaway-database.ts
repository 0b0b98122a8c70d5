import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The new database's URL (same server and credentials as the given one). */
  url: string;
  /** Drops it, closing whatever sessions are still open on it. */
  drop: () => Promise<void>;
}

/** Runs one statement as the given server's user (CREATE/DROP DATABASE cannot run in a pool). */
async function runAs(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database next to the one `url` names, for processes that share it (several API instances,
 * a benchmark): what they write stays out of every other run's way and goes with `drop()`.
 */
export async function createThrowawayDatabase(url: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await runAs(url, `CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => runAs(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
