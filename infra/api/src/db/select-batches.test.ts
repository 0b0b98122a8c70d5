import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { openExportCursors, poolOf } from '../test/export-helpers.ts';
import { insertFixtures } from '../test/fixtures.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { pointsLedger, users } from './schema/index.ts';
import { selectBatches } from './select-batches.ts';

async function collect<Row>(batches: AsyncIterable<Row[]>): Promise<{ rows: Row[]; sizes: number[] }> {
  const rows: Row[] = [];
  const sizes: number[] = [];
  for await (const batch of batches) {
    rows.push(...batch);
    sizes.push(batch.length);
  }
  return { rows, sizes };
}

describe('selectBatches: a drizzle select read through a server-side cursor', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const ledgerQuery = () =>
    ctx.db
      .select({
        id: pointsLedger.id,
        userName: users.fullName,
        points: pointsLedger.points,
        amount: pointsLedger.amount,
        createdAt: pointsLedger.createdAt,
        doubled: sql<number>`${pointsLedger.points} * 2`.mapWith(Number),
        kindLabel: sql<string>`lower(${pointsLedger.kind})`.as('kind_label'),
      })
      .from(pointsLedger)
      .innerJoin(users, eq(users.id, pointsLedger.userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));

  test('the same rows, decoded the same way, as the query run by drizzle', async () => {
    const expected = await ledgerQuery();
    assert.ok(expected.length >= 5);
    const { rows, sizes } = await collect(selectBatches(ctx.handle, ledgerQuery(), 2));
    assert.deepEqual(rows, expected);
    assert.ok(rows.every((row) => row.createdAt instanceof Date));
    assert.deepEqual(sizes.slice(0, 2), [2, 2]);
    assert.deepEqual(await openExportCursors(ctx), 0);
  });

  test('parameters of the query reach the cursor; an empty result is no batch at all', async () => {
    const none = ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'ninguem@teste.com.br'));
    assert.deepEqual(await collect(selectBatches(ctx.handle, none)), { rows: [], sizes: [] });
  });

  test('stopping early closes the cursor and gives the connection back', async () => {
    const series = ctx.db
      .select({ n: sql<number>`g`.mapWith(Number) })
      .from(sql`generate_series(1, ${5000}) g`);
    const batches = selectBatches(ctx.handle, series, 100);
    const first = await batches.next();
    assert.equal(first.done, false);
    assert.equal(first.value?.length, 100);
    const pool = poolOf(ctx);
    if (pool) assert.ok(pool.totalCount > pool.idleCount, 'a connection is pinned while the export runs');
    else assert.equal(await openExportCursors(ctx), 1);
    await batches.return();
    assert.equal(await openExportCursors(ctx), 0);
    if (pool) assert.equal(pool.idleCount, pool.totalCount);
  });

  test('a query that fails closes what it opened and rejects', async () => {
    const failing = ctx.db.select({ n: sql<number>`1 / (g - 3)` }).from(sql`generate_series(1, 5) g`);
    await assert.rejects(collect(selectBatches(ctx.handle, failing, 2)), /division by zero/);
    assert.equal(await openExportCursors(ctx), 0);
    const pool = poolOf(ctx);
    if (pool) assert.equal(pool.idleCount, pool.totalCount);
  });

  test('reading batches back to back still gives the event loop a turn between them', async () => {
    // PGlite answers in this thread: without a turn, a fast reader would keep every other request
    // (their sockets, their queries) waiting until the whole export is read.
    let turnAt = Number.POSITIVE_INFINITY;
    setImmediate(() => {
      turnAt = performance.now();
    });
    const series = ctx.db.select({ n: sql<number>`g`.mapWith(Number) }).from(sql`generate_series(1, 3000) g`);
    const { rows } = await collect(selectBatches(ctx.handle, series, 100));
    const endedAt = performance.now();
    assert.equal(rows.length, 3000);
    assert.ok(turnAt < endedAt, 'no turn of the event loop while reading');
  });

  test('nested groups (a whole table, an object of columns) are read as drizzle reads them', async () => {
    const nested = () =>
      ctx.db
        .select({ entry: pointsLedger, user: { name: users.fullName, type: users.userType } })
        .from(pointsLedger)
        .innerJoin(users, eq(users.id, pointsLedger.userId))
        .orderBy(pointsLedger.id);
    const { rows } = await collect(selectBatches(ctx.handle, nested(), 3));
    assert.deepEqual(rows, await nested());
  });
});
