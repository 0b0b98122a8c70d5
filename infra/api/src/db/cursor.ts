import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import type { PgliteLike } from './pglite-like.ts';

/** A statement as drizzle renders it (`query.toSQL()`). */
export interface RawQuery {
  sql: string;
  params: unknown[];
}

/** Rows of a query read in batches through a server-side cursor (CSV exports: flat memory). */
export interface RowCursor {
  /** The next `count` rows, each an array in select-list order; fewer (none) at the end. */
  fetch(count: number): Promise<unknown[][]>;
  /** Closes the cursor and gives its connection back; later calls do nothing. */
  close(): Promise<void>;
}

/**
 * Types drizzle decodes itself from their text (its drivers hand them over raw): timestamps,
 * dates, intervals and their arrays. The rows are decoded by the selected columns afterwards, so
 * they must arrive as drizzle's own queries receive them.
 */
const RAW_TEXT_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

let cursorSequence = 0;
/** Unique per process: on PGlite every request shares the one session the cursor lives in. */
const cursorName = () => `export_cursor_${++cursorSequence}`;

function batchSize(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`tamanho de lote inválido: ${count}`);
  return count;
}

const pgliteParsers = Object.fromEntries(RAW_TEXT_TYPES.map((oid) => [oid, asText]));

/**
 * Memory for the materialised result of a PGlite export before it spills to temporary files, which
 * PGlite's emulated file system makes slow: the DECLARE of the 1 M-row activities export took
 * 13.5–18.7 s with the default 4 MB and 7.9–8.9 s with this (same data and process, alternating, on
 * a busy 2-core machine), for about 70 MB more resident memory. Bounded: past it the rest spills.
 */
const PGLITE_EXPORT_WORK_MEM = '64MB';

/**
 * PGlite has one connection: a transaction held for a whole export would make every other request
 * wait. `WITH HOLD` makes the DECLARE run the query once and keep its result on the server when its
 * transaction commits; each FETCH is then its own short statement, so other requests run between
 * batches. Only the DECLARE holds the connection, for as long as the query takes.
 */
export async function openPgliteCursor(client: PgliteLike, query: RawQuery): Promise<RowCursor> {
  const name = cursorName();
  await client.transaction(async (tx) => {
    // SET LOCAL still holds when the commit materialises the cursor, and ends with it.
    await tx.query(`set local work_mem = '${PGLITE_EXPORT_WORK_MEM}'`);
    await tx.query(`declare ${name} no scroll cursor with hold for ${query.sql}`, query.params);
  });
  let open = true;
  return {
    async fetch(count) {
      // PGlite in this thread answers without a turn of the event loop: without this, a client
      // reading fast would chain FETCH after FETCH and no other request would even be read.
      await nextTurn();
      const result = await client.query<unknown[]>(`fetch forward ${batchSize(count)} from ${name}`, [], {
        rowMode: 'array',
        parsers: pgliteParsers,
      });
      return result.rows;
    },
    async close() {
      if (!open) return;
      open = false;
      await client.query(`close ${name}`);
    },
  };
}

const pgTypes = new pg.TypeOverrides();
for (const oid of RAW_TEXT_TYPES) pgTypes.setTypeParser(oid, asText);

/**
 * PostgreSQL: one pooled connection pinned for the export, a read-only transaction and a plain
 * cursor in it — rows are produced as they are fetched, nothing is materialised. Closing rolls the
 * transaction back (it wrote nothing) and returns the connection; a connection that failed is
 * discarded instead of going back to the pool.
 */
export async function openPostgresCursor(pool: pg.Pool, query: RawQuery): Promise<RowCursor> {
  const client = await pool.connect();
  const name = cursorName();
  let open = true;
  const finish = async () => {
    if (!open) return;
    open = false;
    try {
      await client.query('rollback');
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : new Error(String(error)));
    }
  };
  try {
    await client.query('begin read only');
    await client.query(`declare ${name} no scroll cursor for ${query.sql}`, query.params);
  } catch (error) {
    await finish();
    throw error;
  }
  return {
    async fetch(count) {
      const result = await client.query<unknown[]>({
        text: `fetch forward ${batchSize(count)} from ${name}`,
        rowMode: 'array',
        types: pgTypes,
      });
      return result.rows;
    },
    close: finish,
  };
}
