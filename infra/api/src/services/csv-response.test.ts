import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { selectBatches } from '../db/select-batches.ts';
import { csvFileName } from '../domain/csv.ts';
import { eventually, openExportCursors, poolOf } from '../test/export-helpers.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { sendCsv } from './csv-response.ts';

const EXPORT_PATH = '/export-test/';
const BOM = '\uFEFF';

/** Reads a stream until it has at least `bytes`, then leaves it paused (not destroyed). */
async function readAtLeast(stream: Readable, bytes: number): Promise<string> {
  let text = '';
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    text += String(chunk);
    if (text.length >= bytes) break;
  }
  return text;
}

/** Counts the batches a consumer took from `source`. */
async function* counted<Row>(
  source: AsyncIterable<Row[]>,
  taken: { batches: number },
): AsyncGenerator<Row[]> {
  for await (const batch of source) {
    taken.batches += 1;
    yield batch;
  }
}

describe('sendCsv: a list streamed as CSV from a server-side cursor', () => {
  let ctx: TestContext;
  const taken = { batches: 0 };
  before(async () => {
    ctx = await createTestContext();
    const { app } = ctx;
    // `rows` numbered rows, `batch` per FETCH; `fail` divides by zero at row 3.
    app.get<{ Querystring: { rows?: string; batch?: string; fail?: string } }>(
      EXPORT_PATH,
      async (request, reply) => {
        const count = Number(request.query.rows ?? 10);
        const divisor = request.query.fail ? sql`(g - 3)` : sql`1`;
        const query = app.db
          .select({
            n: sql<number>`g / ${divisor}`.mapWith(Number),
            label: sql<string>`'Promoção nº ' || g || '; "ok"'`,
            padding: sql<string>`repeat('x', 60)`,
          })
          .from(sql`generate_series(1, ${count}) g`);
        return sendCsv(reply, {
          fileName: 'teste',
          columns: [
            { header: 'Número', cell: (row) => row.n },
            { header: 'Descrição', cell: (row) => row.label },
            { header: 'Preenchimento', cell: (row) => row.padding },
          ],
          rows: counted(selectBatches(app.dbHandle, query, Number(request.query.batch ?? 1000)), taken),
        });
      },
    );
  });
  after(() => ctx.close());

  /** The app on a loopback port (real sockets: disconnects and a client's own pace). */
  async function listening(): Promise<string> {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  test('headers, BOM, pt-BR header row, every row, ; and CRLF, quoting', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT_PATH}?rows=25&batch=7` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(res.headers['content-disposition'], `attachment; filename="${csvFileName('teste')}"`);
    const body = res.rawPayload.toString('utf8');
    assert.ok(body.startsWith(`${BOM}Número;Descrição;Preenchimento\r\n`));
    const lines = body.slice(1).split('\r\n');
    assert.equal(lines.at(-1), '');
    assert.equal(lines.length, 1 + 25 + 1);
    assert.equal(lines[1], `1;"Promoção nº 1; ""ok""";${'x'.repeat(60)}`);
    assert.equal(await openExportCursors(ctx), 0);
  });

  test('an empty list is the header row alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT_PATH}?rows=0` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.rawPayload.toString('utf8'), `${BOM}Número;Descrição;Preenchimento\r\n`);
  });

  test('HEAD (Fastify answers it with the GET handler): no body, and the cursor is closed', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: `${EXPORT_PATH}?rows=5000&batch=100` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.rawPayload.length, 0);
    assert.ok(await eventually(async () => (await openExportCursors(ctx)) === 0), 'cursor still open');
  });

  test('a query that fails before the first byte is the usual JSON error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT_PATH}?rows=10&batch=5&fail=1` });
    assert.equal(res.statusCode, 500);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['content-disposition'], undefined);
    // The error answer can leave before PostgreSQL has closed the cursor (the HEAD case above too).
    assert.ok(await eventually(async () => (await openExportCursors(ctx)) === 0), 'cursor still open');
  });

  test('while an export is paused mid-stream, other queries and requests still complete', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${EXPORT_PATH}?rows=20000&batch=200`,
      payloadAsStream: true,
    });
    assert.equal(res.statusCode, 200);
    const stream = res.stream();
    const start = await readAtLeast(stream, 1000);
    assert.ok(start.startsWith(`${BOM}Número`));
    // The export is waiting for us to read: its cursor is open, holding no lock anyone needs.
    if (ctx.handle.driver === 'pglite') assert.equal(await openExportCursors(ctx), 1);
    const timeout = AbortSignal.timeout(5000);
    const other = await Promise.race([
      ctx.app.inject({ method: 'GET', url: '/api/v1/ready/' }),
      new Promise<never>((_, reject) =>
        timeout.addEventListener('abort', () => reject(new Error('bloqueado'))),
      ),
    ]);
    assert.equal(other.statusCode, 200);
    const [users] = await ctx.db.select({ n: count() }).from(sql`users`);
    assert.equal(typeof users?.n, 'number');
    let rest = '';
    for await (const chunk of stream) rest += String(chunk);
    assert.equal((start + rest).split('\r\n').length, 1 + 20000 + 1);
    assert.equal(await openExportCursors(ctx), 0);
  });

  test('a client reading as fast as it can does not hold other requests back', async () => {
    const base = await listening();
    const started = await fetch(`${base}${EXPORT_PATH}?rows=60000&batch=200`);
    assert.equal(started.status, 200);
    let exportEnded = 0;
    const draining = (async () => {
      let lines = 0;
      for await (const chunk of started.body ?? []) for (const byte of chunk) if (byte === 0x0a) lines += 1;
      exportEnded = performance.now();
      return lines;
    })();
    const other = await fetch(`${base}/api/v1/ready/`);
    const otherEnded = performance.now();
    assert.equal(other.status, 200);
    assert.equal(await draining, 1 + 60000);
    assert.ok(otherEnded < exportEnded, 'the other request waited for the whole export');
  });

  test('a client that goes away mid-export: cursor closed, connection released', async () => {
    const port = new URL(await listening()).port;
    const pool = poolOf(ctx);
    taken.batches = 0;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}${EXPORT_PATH}?rows=100000&batch=500`, (response) => {
        assert.equal(response.statusCode, 200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    assert.ok(await eventually(async () => (await openExportCursors(ctx)) === 0), 'cursor still open');
    if (pool) assert.ok(await eventually(async () => pool.idleCount === pool.totalCount), 'connection held');
    assert.ok(taken.batches < 200, `stopped early (${taken.batches} of 200 batches)`);
  });
});
