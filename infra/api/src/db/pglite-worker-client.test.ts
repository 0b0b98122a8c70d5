import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { TEST_CONFIG } from '../test/helpers.ts';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { suitePgliteDump } from '../test/template-database.ts';
import { type DbHandle, openDatabase } from './client.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

/** The cause chain's PostgreSQL fields (drizzle wraps the driver's error, as the error handler knows). */
function pgFields(error: unknown): { code?: unknown; constraint?: unknown } {
  for (let e = error; e instanceof Error; e = e.cause) if ('code' in e) return e;
  return {};
}

describe('PGlite in a worker thread (PGLITE_WORKER)', PGLITE_ONLY, () => {
  let handle: DbHandle;
  let client: PgliteWorkerClient;
  before(async () => {
    handle = await openDatabase({ dataDir: null, pgliteWorker: true });
    const owned: unknown = Reflect.get(handle.db, '$client');
    assert.ok(owned instanceof PgliteWorkerClient);
    client = owned;
    await handle.db.execute(sql`create table probe (id int primary key, label text unique, at timestamptz)`);
  });
  after(() => handle.close());

  test('queries answer with rows; timestamps stay text for drizzle to decode', async () => {
    await handle.db.execute(sql`insert into probe values (1, 'um', '2026-01-02T03:04:05Z')`);
    const object = await client.query<{ id: number }>('select id from probe where id = $1', [1]);
    assert.deepEqual(object.rows, [{ id: 1 }]);
    const array = await client.query<unknown[]>('select id, at from probe', [], {
      rowMode: 'array',
      parsers: { 1184: (value) => value },
    });
    assert.deepEqual(array.rows, [[1, '2026-01-02 03:04:05+00']]);
    const [counted] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(sql`probe`);
    assert.equal(counted?.n, 1);
  });

  test('a transaction commits; a throwing one rolls back', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, label) values (2, 'dois')`);
    });
    await assert.rejects(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (id, label) values (3, 'três')`);
        throw new Error('desistiu');
      }),
      /desistiu/,
    );
    const { rows } = await client.query<{ id: number }>('select id from probe order by id');
    assert.deepEqual(rows, [{ id: 1 }, { id: 2 }]);
  });

  test('a statement outside an open transaction waits for it, then sees its result', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = client.transaction(async (tx) => {
      await tx.query(`insert into probe (id, label) values (4, 'quatro')`);
      await held;
    });
    // Let BEGIN and the insert run before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answered = false;
    const reading = client
      .query<{ n: number }>('select count(*)::int as n from probe where id = 4')
      .then((r) => {
        answered = true;
        return r.rows[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(answered, false);
    release();
    await writing;
    assert.equal(await reading, 1);
  });

  test('a unique violation arrives with its code and constraint', async () => {
    const error = await handle.db
      .execute(sql`insert into probe (id, label) values (5, 'um')`)
      .catch((e) => e);
    assert.equal(pgFields(error).code, '23505');
    assert.equal(pgFields(error).constraint, 'probe_label_key');
  });

  test('a parameter that cannot cross threads fails its query alone', async () => {
    await assert.rejects(client.query('select $1::text', [Symbol('x')]), { name: 'DataCloneError' });
    assert.deepEqual((await client.query('select 1 as one')).rows, [{ one: 1 }]);
  });

  test('the export cursor reads in batches and closes', async () => {
    const cursor = await handle.openCursor({
      sql: 'select id from probe where id > $1 order by id',
      params: [0],
    });
    assert.deepEqual(await cursor.fetch(2), [[1], [2]]);
    assert.deepEqual(await cursor.fetch(2), [[4]]);
    await cursor.close();
    const { rows } = await client.query(`select name from pg_cursors where name like 'export_cursor_%'`);
    assert.deepEqual(rows, []);
    await handle.analyze();
  });
});

describe('a crashed worker', PGLITE_ONLY, () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  before(async () => {
    handle = await openDatabase({ dataDir: null, pgliteWorker: true, fromDump: suitePgliteDump() });
    app = await buildApp({ db: handle, logger: false, config: TEST_CONFIG });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  test('fails pending and later statements at once, and /ready answers 503', async () => {
    assert.equal((await app.inject({ url: '/api/v1/ready/' })).statusCode, 200);
    const owned: unknown = Reflect.get(handle.db, '$client');
    assert.ok(owned instanceof PgliteWorkerClient);
    const pending = owned.query('select pg_sleep(1)');
    await owned.thread.terminate();
    await assert.rejects(pending, /banco de dados embutido parou/);
    await assert.rejects(owned.query('select 1'), /banco de dados embutido parou/);
    const ready = await app.inject({ url: '/api/v1/ready/' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json<{ database: string }>().database, 'error');
  });
});
