import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { type CursorSelect, selectBatches } from '../db/select-batches.ts';
import { CSV_BOM, type CsvColumn, csvFileName, csvHeader, csvRows } from '../domain/csv.ts';

/** What a list exports: its file name and its columns (the screen's titles). */
export interface CsvSpec<Row> {
  /** The file's base name (`atividades`): the download is `<name>-AAAA-MM-DD.csv`. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
}

export interface CsvExport<Row> extends CsvSpec<Row> {
  /** The rows in batches, e.g. `selectBatches(app.dbHandle, query)` (a server-side cursor). */
  rows: AsyncIterable<readonly Row[]>;
}

/**
 * Answers with the rows as a CSV file (domain/csv.ts), streamed: each batch is formatted and
 * written when the client has taken the previous ones (the stream pulls the next batch only then),
 * so memory stays flat however long the list. The first batch is read before anything is sent:
 * a query that fails is still the usual JSON error. When the client goes away Fastify destroys the
 * stream, which ends the row iterator: its cursor is closed and its connection released.
 * An export is a GET and, like every read, is not audited (docs/security.md, audit log: only writes
 * are recorded); the access log line names the request (`format=csv` in its URL).
 */
export async function sendCsv<Row>(reply: FastifyReply, csv: CsvExport<Row>): Promise<FastifyReply> {
  const { columns } = csv;
  const batches = csv.rows[Symbol.asyncIterator]();
  const first = await batches.next();
  const stream = new Readable({
    read() {
      batches.next().then(
        (next) => this.push(next.done ? null : csvRows(columns, next.value)),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    // Ended, failed, or the client went away (also before the first read): the source closes its
    // cursor. A batch still being fetched finishes first; the async generator queues the return.
    destroy(error, callback) {
      Promise.resolve(batches.return?.()).then(
        () => callback(error),
        (closeError: unknown) => callback(error ?? (closeError instanceof Error ? closeError : null)),
      );
    },
  });
  stream.push(CSV_BOM + csvHeader(columns) + (first.done ? '' : csvRows(columns, first.value)));
  if (first.done) stream.push(null);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(csv.fileName)}"`)
    .header('x-content-type-options', 'nosniff');
  return reply.send(stream);
}

async function* mapBatches<Row, Item>(
  batches: AsyncIterable<readonly Row[]>,
  toItem: (row: Row) => Item,
): AsyncGenerator<Item[], void, undefined> {
  // Leaving this loop early (the client went away) returns the source too: its cursor closes.
  for await (const batch of batches) yield batch.map(toItem);
}

/**
 * A list's export query whose rows are converted before they become items (the offers' joined
 * groups flattened into the page's row): the conversion runs on each batch as the cursor reads it.
 */
export interface ConvertedQuery<Row> {
  batches(handle: DbHandle): AsyncIterable<readonly Row[]>;
}

export function convertedQuery<Raw, Row>(
  query: CursorSelect<Raw>,
  convert: (raw: Raw) => Row,
): ConvertedQuery<Row> {
  return { batches: (handle) => mapBatches(selectBatches(handle, query), convert) };
}

/** What a list exports: its query as it is, or converted row by row. */
export type ExportQuery<Row> = CursorSelect<Row> | ConvertedQuery<Row>;

/**
 * A list's own query (filtered, ordered, not paged) as CSV: read through a server-side cursor, each
 * row turned into the list's JSON item — what the screen renders — and written as `spec` says.
 */
export function sendQueryCsv<Row, Item>(
  reply: FastifyReply,
  spec: CsvSpec<Item>,
  query: ExportQuery<Row>,
  toItem: (row: Row) => Item,
): Promise<FastifyReply> {
  const handle = reply.server.dbHandle;
  const rows = 'batches' in query ? query.batches(handle) : selectBatches(handle, query);
  return sendCsv(reply, { ...spec, rows: mapBatches(rows, toItem) });
}
