import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { preparedQueries } from './pglite-prepared.ts';

/**
 * Named statements against PGlite's own `query` on the same database: the same rows, fields, counts
 * and errors, for every type the schema uses, in both row modes and with drizzle's raw-text parsers.
 */
describe('named statements against PGlite’s own query', PGLITE_ONLY, () => {
  /** Two databases made alike: named statements run on `db`, PGlite's `query` on `twin`. */
  let db: PGlite;
  let twin: PGlite;
  const setUp = async (target: PGlite) =>
    target.exec(`
    create table t (
      id serial primary key, name text not null, price numeric(12,2), big bigint,
      at timestamptz default '2026-11-24 10:00:00+00', day date, active boolean,
      data jsonb, tags text[], weight real, rank smallint, opens time, token uuid,
      code varchar(20), naive timestamp, span interval
    );
    insert into t (name, price, big, day, active, data, tags, weight, rank, opens, token, code, naive, span)
    values
      ('óleo, 5W30', 129.90, 9007199254740993, '2026-01-31', true, '{"a":[1,2]}', '{x,y}', 1.5, 3,
       '08:30', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'ABC-1', '2026-11-24 07:00', '2 days'),
      ('pneu', null, null, null, false, null, null, null, null, null, null, null, null, null);`);
  before(async () => {
    [db, twin] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([setUp(db), setUp(twin)]);
  });
  after(async () => {
    await Promise.all([db.close(), twin.close()]);
  });

  const asText = (value: string) => value;
  /** drizzle's pglite session leaves timestamps, dates and intervals as text (pglite-worker-protocol.ts). */
  const drizzleParsers = { 1184: asText, 1114: asText, 1082: asText, 1186: asText };

  const cases: [string, unknown[]][] = [
    ['select * from t order by id', []],
    ['select * from t where name = $1', ['óleo, 5W30']],
    ['select id, price, big from t where price > $1 or big = $2', [100, 9007199254740993n]],
    ['select * from t where day = $1 and active = $2', ['2026-01-31', true]],
    ['select * from t where data @> $1', [{ a: [1] }]],
    ['select * from t where $1 = any(tags)', ['y']],
    ['select count(*)::int as n, sum(price) as total from t where name ilike $1', ['%e%']],
    ['select $1::text is null as missing', [null]],
    // A repeated column name keeps the last value; `__proto__` stays an own property, as in PGlite.
    ['select 1 as a, 2 as a, $1::int as "__proto__"', [3]],
    [
      'select * from t where rank = $1 and opens < $2 and token = $3',
      [3, '09:00', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
    ],
    ['select * from t where code = $1 and naive < $2 and span > $3', ['ABC-1', '2026-12-01', '1 day']],
    ['update t set weight = weight + $1 where id = $2', [1, 1]],
    ['insert into t (name) values ($1) returning id, at', ['filtro']],
    ['delete from t where name = $1 and id > $2', ['filtro', 3]],
  ];

  for (const rowMode of ['object', 'array'] as const) {
    test(`the same answers as PGlite's query (rowMode ${rowMode})`, async () => {
      const prepared = preparedQueries(db);
      // Twice each: the second time every statement runs from its kept name and column parsers; then
      // PGlite's own parsers alone, so each kept statement chooses its column parsers again.
      const withDrizzle: QueryOptions = { rowMode, parsers: drizzleParsers };
      const pglitesOwn: QueryOptions = { rowMode };
      for (const [pass, options] of [withDrizzle, withDrizzle, pglitesOwn, pglitesOwn].entries()) {
        for (const [text, params] of cases) {
          const mine = await prepared.query(text, params, options, false);
          assert.deepEqual(mine, await twin.query(text, params, options), `${text} (${pass})`);
        }
      }
      assert.equal(prepared.size, cases.length);
    });
  }

  test('errors keep their code and constraint, and the statement after them runs', async () => {
    const prepared = preparedQueries(db);
    const insert = 'insert into t (id, name) values ($1, $2)';
    await assert.rejects(prepared.query(insert, [1, 'de novo'], {}, false), {
      code: '23505',
      constraint: 't_pkey',
    });
    await assert.rejects(prepared.query('selec 1', [], {}, false), { code: '42601' });
    const { rows } = await prepared.query<{ n: number }>(
      'select count(*)::int as n from t where id = $1',
      [1],
      {},
      false,
    );
    assert.deepEqual(rows, [{ n: 1 }]);
  });

  test('a statement dropped or changed under it is parsed again', async () => {
    const prepared = preparedQueries(db);
    const text = 'select * from t where id = $1';
    await prepared.query(text, [1], {}, false);
    await db.exec('DEALLOCATE ALL');
    assert.equal((await prepared.query(text, [1], {}, false)).rows.length, 1);
    await db.exec('alter table t add column note text');
    const { fields } = await prepared.query(text, [1], {}, false);
    assert.ok(
      fields.some((field) => field.name === 'note'),
      'the new column is in the answer',
    );
    await prepared.query('select 1 as closes_the_stale_one', [], {}, false);
    const kept = await db.query('select name from pg_prepared_statements where statement = $1', [text]);
    assert.equal(kept.rows.length, 1, 'the stale statement was closed, not left behind');
  });

  test('past the limit the least recently used statements are closed', async () => {
    await db.exec('DEALLOCATE ALL');
    const prepared = preparedQueries(db, 3);
    for (const n of [1, 2, 3, 1, 4, 5])
      await prepared.query(`select ${n} as n where $1::int = 1`, [1], {}, false);
    const { rows } = await db.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    assert.deepEqual(
      rows.map((row) => row.statement),
      [1, 4, 5].map((n) => `select ${n} as n where $1::int = 1`),
    );
    assert.equal(prepared.size, 3);
  });

  test('inside a transaction: its statements see its writes; a rollback undoes them', async () => {
    const prepared = preparedQueries(db);
    await db
      .transaction(async () => {
        await prepared.query('insert into t (name) values ($1)', ['dentro'], {}, true);
        const { rows } = await prepared.query('select name from t where name = $1', ['dentro'], {}, true);
        assert.equal(rows.length, 1);
        throw new Error('desfazer');
      })
      .catch((error: Error) => assert.equal(error.message, 'desfazer'));
    const { rows } = await prepared.query('select name from t where name = $1', ['dentro'], {}, false);
    assert.deepEqual(rows, []);
  });
});
