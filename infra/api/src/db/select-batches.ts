import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import type { DbHandle } from './client.ts';
import type { RawQuery } from './cursor.ts';

/** Rows per FETCH: big enough that round trips don't dominate, small enough to stay flat in memory. */
export const DEFAULT_BATCH_SIZE = 1000;

/**
 * A drizzle select (`db.select({ id: t.id, name: sql<string>`…`, offer: offers })…`): the query
 * builder a list already has, without limit/offset. `_.result` carries its row type. Nested groups
 * (a table, an object of columns) are read as drizzle reads them, except that a left-joined group
 * whose columns are all null stays an object of nulls: lists that export select their joined
 * names one by one.
 */
export interface CursorSelect<Row> {
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: Row[] };
  toSQL(): RawQuery;
}

type Decode = (value: unknown) => unknown;
const asIs: Decode = (value) => value;

function sqlDecoder(expression: SQL): Decode {
  // `decoder` is what `.mapWith()` sets; drizzle does not declare it, so look it up.
  const decoder = 'decoder' in expression ? expression.decoder : undefined;
  if (typeof decoder === 'object' && decoder !== null && 'mapFromDriverValue' in decoder) {
    const map = decoder.mapFromDriverValue;
    if (typeof map === 'function') return (value) => map.call(decoder, value);
  }
  return asIs;
}

interface SelectedField {
  /** Where the value goes in the row: ['id'], or ['offer', 'title'] for a nested group. */
  path: string[];
  decode: Decode;
}

/**
 * The selection in select-list order (drizzle writes the list from the same entries, tables by
 * their columns) with how drizzle turns each driver value into the field's value.
 */
function selectedFields(fields: Record<string, unknown>, prefix: string[] = []): SelectedField[] {
  return Object.entries(fields).flatMap(([key, field]): SelectedField[] => {
    const path = [...prefix, key];
    if (is(field, Column)) return [{ path, decode: (value) => field.mapFromDriverValue(value) }];
    if (is(field, SQL.Aliased)) return [{ path, decode: sqlDecoder(field.sql) }];
    if (is(field, SQL)) return [{ path, decode: sqlDecoder(field) }];
    if (is(field, Table)) return selectedFields(getTableColumns(field), path);
    if (typeof field === 'object' && field !== null && !Array.isArray(field))
      return selectedFields({ ...field }, path);
    throw new TypeError(`selectBatches: o campo "${path.join('.')}" não é uma coluna nem uma expressão SQL`);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Sets `row[a][b]…` for a path, creating the nested groups on the way. */
function place(row: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = row;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] ?? '';
    const existing = node[key];
    const child = isRecord(existing) ? existing : {};
    node[key] = child;
    node = child;
  }
  node[path[path.length - 1] ?? ''] = value;
}

/**
 * The rows of `query` in batches of `batchSize`, read through a server-side cursor (db/cursor.ts)
 * and decoded like drizzle's own results. The cursor is closed when the rows run out, on error, and
 * when the consumer stops early (`return()`: a CSV client that went away).
 */
export async function* selectBatches<Row>(
  handle: Pick<DbHandle, 'openCursor'>,
  query: CursorSelect<Row>,
  batchSize: number = DEFAULT_BATCH_SIZE,
): AsyncGenerator<Row[], void, undefined> {
  const fields = selectedFields(query._.selectedFields);
  const decodeRow = (values: unknown[]): Row => {
    const row: Record<string, unknown> = {};
    fields.forEach(({ path, decode }, index) => {
      const value = values[index];
      place(row, path, value === null || value === undefined ? null : decode(value));
    });
    // The paths and decoders are the selection's own, as drizzle builds `_.result` from them.
    return row as Row;
  };
  const cursor = await handle.openCursor(query.toSQL());
  try {
    for (;;) {
      const values = await cursor.fetch(batchSize);
      if (values.length > 0) yield values.map(decodeRow);
      if (values.length < batchSize) return;
    }
  } finally {
    await cursor.close();
  }
}
