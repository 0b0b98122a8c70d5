import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { retryTransaction } from './retry-transaction.ts';
import { sqlStateOf } from './sql-state.ts';

/**
 * retryTransaction: a transaction PostgreSQL aborts for a deadlock runs again and succeeds; any
 * other error is the caller's at once.
 */
describe('retryTransaction', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await ctx.db.execute(sql`create table retry_rows (id int primary key, v int not null)`);
    await ctx.db.execute(sql`insert into retry_rows values (1, 0), (2, 0)`);
  });
  after(() => ctx.close());

  test('an error that is not a deadlock is not retried', async () => {
    let runs = 0;
    await assert.rejects(
      retryTransaction(async () => {
        runs++;
        await ctx.db.execute(sql`select 1 / 0`);
      }),
      (error) => sqlStateOf(error) === '22012', // division_by_zero
    );
    assert.equal(runs, 1);
  });

  test('two transactions locking two rows in opposite orders: the deadlock loser runs again', {
    skip: process.env.TEST_DATABASE_URL
      ? false
      : 'TEST_DATABASE_URL unset: one PGlite connection cannot deadlock',
  }, async () => {
    let locked = 0;
    let release: () => void = () => {};
    const bothLocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    // Each transaction's first run waits until the other holds its first row, so they deadlock.
    const crossing = (first: number, second: number) =>
      retryTransaction(() => {
        runs++;
        const firstRun = runs <= 2;
        return ctx.db.transaction(async (tx) => {
          await tx.execute(sql`update retry_rows set v = v + 1 where id = ${first}`);
          if (firstRun) {
            if (++locked === 2) release();
            await bothLocked;
          }
          await tx.execute(sql`update retry_rows set v = v + 1 where id = ${second}`);
          return first;
        });
      });
    assert.deepEqual(await Promise.all([crossing(1, 2), crossing(2, 1)]), [1, 2]);
    assert.equal(runs, 3, 'one of the two ran again');
    const result = await ctx.db.execute(sql`select v from retry_rows order by id`);
    // Each transaction added one to each row once: the aborted run left nothing.
    const values = (result as unknown as { rows: Array<{ v: number }> }).rows.map((r) => Number(r.v));
    assert.deepEqual(values, [2, 2]);
  });
});
