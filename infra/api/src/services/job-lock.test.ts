import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { withJobLock } from './job-lock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const KEY = 7_301_920_499;

describe('job lock (pg_try_advisory_xact_lock)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('concurrent holders never overlap; the lock is free again after each commit', async () => {
    let active = 0;
    let most = 0;
    const job = (name: string) =>
      withJobLock(ctx.db, KEY, async () => {
        active++;
        most = Math.max(most, active);
        await sleep(150);
        active--;
        return name;
      });
    const turns = await Promise.all([job('a'), job('b'), job('c')]);
    assert.equal(most, 1, 'one holder at a time');
    // PostgreSQL: the others skip their turn; PGlite: they wait for the single transaction, then run.
    assert.ok(turns.some((turn) => turn.ran));
    assert.deepEqual(await withJobLock(ctx.db, KEY, async () => 'again'), { ran: true, result: 'again' });
  });

  test('a failing job releases the lock (rolled back with its transaction)', async () => {
    await assert.rejects(
      withJobLock(ctx.db, KEY, async () => {
        throw new Error('falhou');
      }),
      /falhou/,
    );
    assert.deepEqual(await withJobLock(ctx.db, KEY, async () => 1), { ran: true, result: 1 });
  });
});
