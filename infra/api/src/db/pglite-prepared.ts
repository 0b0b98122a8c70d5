/**
 * Named prepared statements for PGlite (in its worker thread, pglite-worker.ts). PGlite's `query`
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the WebAssembly, and
 * PostgreSQL parses and plans the text every time. Here a text is parsed and described once under a
 * name; each run is one call (Bind, Execute, Sync) whose answer is decoded with the description
 * kept from the first time (pglite-decode.ts, PGlite's own type parsers), so rows, types and errors
 * are exactly what `query` gives (pglite-prepared.test.ts compares the two).
 */
import {
  messages,
  type ParserOptions,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { type Column, columnParsers, decodeAnswer } from './pglite-decode.ts';

interface Statement {
  name: string;
  paramTypes: number[];
  /** From the RowDescription of its Describe; none for a statement that returns no rows. */
  columns: Column[];
  /** The column parsers for the last query parsers seen (the worker passes the same object again). */
  parsers?: { for: ParserOptions | undefined; columns: ReturnType<typeof columnParsers> };
}

/** PostgreSQL's codes for a kept statement that must be parsed again (deallocated, or its result changed). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

export interface PreparedQueries {
  /** `inTransaction`: run inside the transaction that holds PGlite now (no lock of its own, no sync). */
  query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>>;
  /** How many statements are kept (tests). */
  readonly size: number;
}

/** Names stay unique across the runners of one process (a database has one; tests make several). */
let counter = 0;

/** `limit`: the statements kept; the least recently used one is closed past it. */
export function preparedQueries(db: PGlite, limit = 500): PreparedQueries {
  const statements = new Map<string, Statement>();
  /** Names of stale statements, closed with the next Parse (a changed one still exists in PostgreSQL). */
  const retired: string[] = [];
  const send = (parts: Uint8Array[]) => db.execProtocolStream(Buffer.concat(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `fid_${++counter}`;
    const parts = retired.splice(0).map((old) => protocol.serialize.close({ type: 'S', name: old }));
    // The least recently used statements are closed in the same call that parses the new one.
    for (const [oldText, old] of statements) {
      if (statements.size < limit) break;
      statements.delete(oldText);
      parts.push(protocol.serialize.close({ type: 'S', name: old.name }));
    }
    parts.push(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const answer = await send(parts);
    const parameters = answer.find((m) => m instanceof messages.ParameterDescriptionMessage);
    const description = answer.find((m) => m instanceof messages.RowDescriptionMessage);
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs.map(Number) ?? [],
      columns: description?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the eviction above takes from the front.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const types = statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serialize = options.serializers?.[type] ?? db.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const answer = await send([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    return decodeAnswer<T>(
      answer,
      statement.columns,
      parsersOf(statement, options),
      options.rowMode === 'array',
    );
  }

  function parsersOf(statement: Statement, options: QueryOptions) {
    if (!statement.parsers || statement.parsers.for !== options.parsers) {
      const columns = columnParsers(statement.columns, db.parsers, options.parsers);
      statement.parsers = { for: options.parsers, columns };
    }
    return statement.parsers.columns;
  }

  /** Outside a transaction a stale statement is parsed again; inside, its error has ended the transaction. */
  async function runAgainIfStale<T>(text: string, params: unknown[], options: QueryOptions) {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const stale = statements.get(text);
      if (typeof code !== 'string' || !STALE_STATEMENT.has(code) || !stale) throw error;
      statements.delete(text);
      retired.push(stale.name);
      return run<T>(text, params, options);
    }
  }

  return {
    query<T>(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean) {
      if (inTransaction) return db._runExclusiveQuery(() => run<T>(text, params, options));
      // As PGlite's `query`: after any open transaction, then written through to the file system.
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const result = await runAgainIfStale<T>(text, params, options);
          await db.syncToFs();
          return result;
        }),
      );
    },
    get size() {
      return statements.size;
    },
  };
}
