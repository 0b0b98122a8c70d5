import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import {
  AutoPreparingClient,
  statementName,
  UnnamedStatementClient,
  withoutStatementName,
  withStatementName,
} from './auto-prepare.ts';

describe('auto-prepared statements', () => {
  test('a parameterised query gets a stable name derived from its text', () => {
    const text = 'select $1::int as n';
    const named = withStatementName({ text, values: [1] }, undefined);
    assert.deepEqual(named, { text, values: [1], name: statementName(text) });
    assert.equal(statementName(text), statementName(text));
    assert.notEqual(statementName(text), statementName('select $1::int as m'));
    // Values given apart, as Drizzle passes them.
    assert.equal((withStatementName({ text }, [1]) as { name: string }).name, statementName(text));
  });

  test('queries without parameters, named ones and protocol-driving objects are left alone', () => {
    const begin = { text: 'begin' };
    assert.equal(withStatementName(begin, undefined), begin);
    assert.equal(withStatementName('select 1', []), 'select 1');
    assert.deepEqual(withStatementName('select $1', [1]), {
      text: 'select $1',
      name: statementName('select $1'),
    });
    const prepared = { text: 'select $1', values: [1], name: 'mine' };
    assert.equal(withStatementName(prepared, undefined), prepared);
    const cursor = { text: 'select $1', values: [1], submit: () => {} };
    assert.equal(withStatementName(cursor, undefined), cursor);
  });

  test('PG_PREPARE=0: a named query (drizzle prepared) loses its name; texts and cursors are left alone', () => {
    const named = { text: 'select $1', values: [1], name: 'account_by_id', rowMode: 'array' };
    assert.deepEqual(withoutStatementName(named), { text: 'select $1', values: [1], rowMode: 'array' });
    assert.equal(withoutStatementName('select 1'), 'select 1');
    const plain = { text: 'select $1', values: [1] };
    assert.equal(withoutStatementName(plain), plain);
    const cursor = { text: 'select $1', values: [1], name: 'c', submit: () => {} };
    assert.equal(withoutStatementName(cursor), cursor);
  });

  const url = process.env.TEST_DATABASE_URL;
  test('on PostgreSQL the statement is prepared once per connection and reused', {
    skip: url ? false : 'needs TEST_DATABASE_URL (PostgreSQL)',
  }, async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, Client: AutoPreparingClient });
    try {
      const text = 'select $1::int + 1 as n';
      for (const n of [1, 2, 3]) {
        const { rows } = await pool.query(text, [n]);
        assert.equal(rows[0]?.n, n + 1);
      }
      const { rows } = await pool.query('select name, statement from pg_prepared_statements');
      const mine = rows.filter((row) => row.name === statementName(text));
      assert.equal(mine.length, 1, JSON.stringify(rows));
      assert.equal(mine[0]?.statement, text);
    } finally {
      await pool.end();
    }
  });

  test('on PostgreSQL with PG_PREPARE=0 a named query runs unnamed: nothing stays prepared', {
    skip: url ? false : 'needs TEST_DATABASE_URL (PostgreSQL)',
  }, async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, Client: UnnamedStatementClient });
    try {
      for (const n of [1, 2]) {
        const { rows } = await pool.query({
          name: 'offers_page_x',
          text: 'select $1::int + 1 as n',
          values: [n],
        });
        assert.equal(rows[0]?.n, n + 1);
      }
      const { rows } = await pool.query('select name from pg_prepared_statements');
      assert.deepEqual(rows, []);
    } finally {
      await pool.end();
    }
  });
});
