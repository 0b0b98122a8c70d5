import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The part of a PGlite session (the database, or a transaction open in it) that drizzle's pglite
 * session and cursor.ts use (drizzle-orm/pglite/session.js: `query` with `rowMode` and `parsers`).
 */
export interface PgliteSession {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** PGlite itself, or the client of the worker thread that owns it (pglite-worker-client.ts). */
export interface PgliteLike extends PgliteSession {
  /** Runs `callback` in a transaction; statements outside it wait until it ends (one session). */
  transaction<T>(callback: (tx: PgliteSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}
