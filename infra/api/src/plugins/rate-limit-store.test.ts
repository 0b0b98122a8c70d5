import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimitHits } from '../db/schema/index.ts';
import { createTestContext, login, type TestContext } from '../test/helpers.ts';
import { countHit, pruneExpiredHits } from './rate-limit-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login limiter's counters live in the database: API instances on one database count together. */
describe('rate-limit store in the database', () => {
  let ctx: TestContext;
  const LIMITS = { LOGIN_RATE_MAX: 4, LOGIN_RATE_ACCOUNT_MAX: 4, LOGIN_RATE_WINDOW_SECONDS: 30 };

  before(async () => {
    ctx = await createTestContext();
  });
  after(async () => {
    await ctx?.close();
  });

  /** Failed attempts with a new email each time: only the per-address counter grows. */
  const attempt = (app: FastifyInstance, ip: string, n: number) =>
    login(app, `tentativa${n}@teste.com.br`, 'errada', ip);

  test('two instances share the count: the limit falls at the same total as on one', async () => {
    const [a, b] = [await ctx.extraApp(LIMITS), await ctx.extraApp(LIMITS)];
    const split = [a, b, a, b].map((app, n) => attempt(app, '10.20.0.1', n));
    for (const res of await Promise.all(split)) assert.equal(res.statusCode, 401);
    for (const app of [a, b]) {
      const blocked = await attempt(app, '10.20.0.1', 9);
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json().detail, /^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
      assert.ok(Number(blocked.headers['retry-after']) > 20);
    }
    // The same four attempts on one instance: blocked at the same total.
    for (let n = 0; n < 4; n++) assert.equal((await attempt(a, '10.20.0.2', n)).statusCode, 401);
    assert.equal((await attempt(a, '10.20.0.2', 4)).statusCode, 429);
  });

  test('the window restarts once it has expired (the statement every limiter runs)', async () => {
    const hits: number[] = [];
    for (let i = 0; i < 3; i++) hits.push((await countHit(ctx.db, 'teste:janela', 300)).current);
    assert.deepEqual(hits, [1, 2, 3]);
    await sleep(350);
    const restarted = await countHit(ctx.db, 'teste:janela', 300);
    assert.equal(restarted.current, 1, 'a new window');
    assert.ok(restarted.ttl > 200 && restarted.ttl <= 300, `ttl ${restarted.ttl}`);
  });

  test('countHit: ttl is what is left of the window; expired rows are pruned', async () => {
    const first = await countHit(ctx.db, 'teste:ttl', 60_000);
    assert.equal(first.current, 1);
    assert.ok(first.ttl > 59_000 && first.ttl <= 60_000, `ttl ${first.ttl}`);
    const second = await countHit(ctx.db, 'teste:ttl', 60_000);
    assert.equal(second.current, 2);
    assert.ok(second.ttl <= first.ttl);
    await countHit(ctx.db, 'teste:curto', 1);
    await sleep(20);
    await pruneExpiredHits(ctx.db);
    const keys = (await ctx.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    assert.ok(keys.includes('teste:ttl'));
    assert.ok(!keys.includes('teste:curto'), 'the expired window was deleted');
    const [left] = await ctx.db.select({ n: count() }).from(rateLimitHits);
    assert.ok((left?.n ?? 0) > 0);
  });
});
