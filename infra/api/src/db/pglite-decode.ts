/**
 * Decodes the answer of one named statement run (pglite-prepared.ts) into PGlite's `Results`, as
 * PGlite's `parse.parseResults` does, without its per-call cost: that merges the database's ~320 type
 * parsers with the query's own into a new object on every call, then looks every value's parser up
 * in it. Here each column's parser is chosen once per statement and set of query parsers.
 * pglite-prepared.test.ts compares every answer with PGlite's `query`.
 */
import { messages, type ParserOptions, type Results } from '@electric-sql/pglite';

/** PGlite calls its parsers with the type too (its public type names only the text). */
type Parser = (text: string, typeId: number) => unknown;

export interface Column {
  readonly name: string;
  readonly dataTypeID: number;
}

/** The commands whose tag's count is rows changed, as PGlite counts `affectedRows`. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Each column's parser: the query's own, else the database's, else none (the text stays). */
export function columnParsers(
  columns: readonly Column[],
  databaseParsers: ParserOptions,
  queryParsers: ParserOptions | undefined,
): (Parser | undefined)[] {
  return columns.map(({ dataTypeID }) => queryParsers?.[dataTypeID] ?? databaseParsers[dataTypeID]);
}

function decodeRow(
  fields: readonly (string | null)[],
  columns: readonly Column[],
  parsers: readonly (Parser | undefined)[],
  asArray: boolean,
): unknown {
  const values = fields.map((text, i) => {
    const parser = parsers[i];
    if (text === null || !parser) return text;
    return parser(text, columns[i]?.dataTypeID ?? 0);
  });
  if (asArray) return values;
  // As PGlite builds it: own properties even for a column named `__proto__`; a repeated name keeps the last.
  return Object.fromEntries(values.map((value, i) => [columns[i]?.name ?? String(i), value]));
}

/** One statement's Results, from its DataRows and its CommandComplete. */
export function decodeAnswer<T>(
  answer: readonly unknown[],
  columns: readonly Column[],
  parsers: readonly (Parser | undefined)[],
  asArray: boolean,
): Results<T> {
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message instanceof messages.DataRowMessage) {
      rows.push(decodeRow(message.fields, columns, parsers, asArray));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      const result: Results<T> = {
        rows: rows as Results<T>['rows'],
        fields: columns.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        command,
        affectedRows: CHANGING.has(command) ? count : 0,
      };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}
