/**
 * The messages between the API's thread and the worker thread that owns PGlite
 * (pglite-worker.ts, pglite-worker-client.ts). Everything here crosses a MessagePort by structured
 * clone: plain data only, no functions.
 */
import type { Results, RowMode } from '@electric-sql/pglite';

/** What the worker needs to open the database (its `workerData`). */
export interface WorkerOptions {
  /** PGlite data directory; null = in memory. The API's thread holds its lock (lock.ts). */
  dataDir: string | null;
  /** A new database starts as this dump (client.ts `fromDump`) instead of an empty cluster. */
  fromDump?: string | undefined;
  /** Named prepared statements (pglite-prepared.ts) instead of PGlite's `query` (PG_PREPARE). */
  prepare: boolean;
  /** PGlite's WebAssembly as this process compiled it (pglite-wasm.ts); a clone shares its code. */
  wasmModule: WebAssembly.Module;
}

/**
 * A statement. `rawTextTypes`: the type OIDs the caller passed parsers for. Parser functions cannot
 * cross threads; the only callers (drizzle's pglite session and cursor.ts) pass the identity for
 * timestamps, dates, intervals and their arrays, to decode them from text themselves, so the
 * worker leaves exactly those types as text.
 */
export interface QueryRequest {
  op: 'query';
  id: number;
  /** The open transaction it belongs to (the id of its `begin`); absent = outside any. */
  tx?: number | undefined;
  sql: string;
  params: unknown[];
  rowMode: RowMode;
  rawTextTypes: number[];
}

export type Request =
  | QueryRequest
  | { op: 'exec'; id: number; tx?: number | undefined; sql: string }
  /** Opens a transaction; answered once PGlite has run BEGIN (after any transaction before it). */
  | { op: 'begin'; id: number }
  /** Commits (or rolls back) transaction `tx`; answered once it has ended. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  /** Writes a gzipped tarball of the data directory to `file` (pglite-snapshot.ts). */
  | { op: 'dump'; id: number; file: string }
  | { op: 'close'; id: number };

/** A thrown error as data: its message, name and the primitive fields of a PostgreSQL error. */
export interface ErrorData {
  name: string;
  message: string;
  /** code, detail, constraint, table, column, schema, severity, position… as PGlite set them. */
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { id: number; ok: true; result?: Results<unknown> | Results[] | undefined }
  | { id: number; ok: false; error: ErrorData };

/** Sent once, before any reply: the database is open (or could not be). */
export type Startup = { ready: true } | { ready: false; error: ErrorData };

export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on this side, with the same `code`/`constraint`/… the error handler reads. */
export function dataToError(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}
