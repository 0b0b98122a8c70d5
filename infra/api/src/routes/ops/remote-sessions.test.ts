import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { remoteSessions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

const URL_ = '/api/v1/ops/remote-sessions/';
const beacon = { remote: 'dashboard', version: '1.0.0-0123456789', session_id: 'aba-0001-abcdef' };

describe('remote session beacons (ops/remote-sessions/)', () => {
  let ctx: TestContext;
  const post = (payload: unknown, remoteAddress = '10.1.0.1', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: URL_, payload: payload as object, remoteAddress, headers });
  const stored = (version: string) =>
    ctx.db
      .select()
      .from(remoteSessions)
      .where(and(eq(remoteSessions.remote, 'dashboard'), eq(remoteSessions.version, version)));

  before(async () => {
    ctx = await createTestContext({ REMOTE_SESSION_RATE_MAX: 4 });
  });
  after(() => ctx.close());

  test('an anonymous beacon is stored (204); the same tab and version again is ignored', async () => {
    const first = await post(beacon);
    assert.equal(first.statusCode, 204, first.body);
    assert.equal(first.body, '');
    assert.equal((await post(beacon)).statusCode, 204);
    const rows = await stored(beacon.version);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.sessionId, beacon.session_id);
    assert.ok(rows[0]?.firstSeen instanceof Date);
    // Another version of the same tab is another row.
    assert.equal((await post({ ...beacon, version: '1.0.0-aaaaaaaaaa' })).statusCode, 204);
    assert.equal((await stored('1.0.0-aaaaaaaaaa')).length, 1);
  });

  test('a body that is not a beacon is a 400 and stores nothing', async () => {
    for (const [index, invalid] of [
      { ...beacon, remote: 'desconhecido' },
      { ...beacon, version: '../../etc' },
      { ...beacon, session_id: 'curto' },
      { remote: 'dashboard' },
    ].entries()) {
      const res = await post(invalid, `10.1.1.${index}`);
      assert.equal(res.statusCode, 400, JSON.stringify(invalid));
    }
    const notJson = await post('{', '10.1.2.1', { 'content-type': 'application/json' });
    assert.equal(notJson.statusCode, 400);
    const oversized = await post({ ...beacon, padding: 'x'.repeat(2000) }, '10.1.2.2');
    assert.equal(oversized.statusCode, 413);
    assert.equal((await stored('../../etc')).length, 0);
  });

  test('one address is limited to REMOTE_SESSION_RATE_MAX beacons per window (429); others are not', async () => {
    for (let i = 0; i < 4; i += 1)
      assert.equal((await post({ ...beacon, session_id: `limite-${i}-abcdef` }, '10.1.9.9')).statusCode, 204);
    const limited = await post(beacon, '10.1.9.9');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { detail: 'Muitas requisições. Tente novamente em instantes.' });
    assert.equal((await post(beacon, '10.1.9.10')).statusCode, 204);
  });
});
