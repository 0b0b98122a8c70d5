import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { remoteSessions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

const URL_ = '/api/v1/ops/remote-sessions/';
const TELEMETRY = '/api/v1/ops/telemetry-session/';
let beacon = { remote: 'dashboard', version: '1.0.0-0123456789', session_id: '' };

describe('remote session beacons (ops/remote-sessions/)', () => {
  let ctx: TestContext;
  /** A tab's telemetry id, as the host fetches it (from `remoteAddress`). */
  const telemetryId = async (remoteAddress = '10.1.0.1') => {
    const res = await ctx.app.inject({ url: TELEMETRY, remoteAddress });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { session_id: string }).session_id;
  };
  const post = (payload: unknown, remoteAddress = '10.1.0.1', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: URL_, payload: payload as object, remoteAddress, headers });
  const stored = (version: string) =>
    ctx.db
      .select()
      .from(remoteSessions)
      .where(and(eq(remoteSessions.remote, 'dashboard'), eq(remoteSessions.version, version)));

  before(async () => {
    ctx = await createTestContext({ REMOTE_SESSION_RATE_MAX: 4, TELEMETRY_SESSION_RATE_MAX: 3 });
    beacon = { ...beacon, session_id: await telemetryId() };
  });
  after(() => ctx.close());

  test('the telemetry id is anonymous, expires in a day, is limited per address and stores nothing', async () => {
    const res = await ctx.app.inject({ url: TELEMETRY, remoteAddress: '10.3.0.1' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json() as { session_id: string; expires_at: string };
    assert.match(body.session_id, /^v1-[0-9a-f-]+$/);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, String(hours));
    for (let i = 0; i < 2; i += 1)
      assert.equal((await ctx.app.inject({ url: TELEMETRY, remoteAddress: '10.3.0.1' })).statusCode, 200);
    const limited = await ctx.app.inject({ url: TELEMETRY, remoteAddress: '10.3.0.1' });
    assert.equal(limited.statusCode, 429);
    assert.equal((await ctx.app.inject({ url: TELEMETRY, remoteAddress: '10.3.0.2' })).statusCode, 200);
  });

  test('a session id the product did not issue is a 400 and is not stored', async () => {
    for (const [index, sessionId] of ['aba-0001-abcdef', `${beacon.session_id.slice(0, -1)}x`].entries()) {
      const res = await post(
        { ...beacon, session_id: sessionId, version: '1.0.0-forjada' },
        `10.1.3.${index}`,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { session_id: ['Sessão não reconhecida.'] });
    }
    assert.equal((await stored('1.0.0-forjada')).length, 0);
  });

  test('a beacon counts for the address its id was issued to, wherever it is sent from', async () => {
    const id = await telemetryId('10.4.0.1');
    assert.equal(
      (await post({ ...beacon, session_id: id, version: '1.0.0-origem' }, '10.4.0.2')).statusCode,
      204,
    );
    const [row] = await stored('1.0.0-origem');
    assert.equal(row?.source, ctx.app.telemetrySessions.sourceOf('10.4.0.1'));
    assert.ok(!JSON.stringify(row).includes('10.4.0'), 'no address stored');
  });

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
    const ids = [await telemetryId('10.2.0.1'), await telemetryId('10.2.0.1'), await telemetryId('10.2.0.2')];
    ids.push(await telemetryId('10.2.0.2'));
    for (const id of ids)
      assert.equal((await post({ ...beacon, session_id: id }, '10.1.9.9')).statusCode, 204);
    const limited = await post(beacon, '10.1.9.9');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { detail: 'Muitas requisições. Tente novamente em instantes.' });
    assert.equal((await post(beacon, '10.1.9.10')).statusCode, 204);
  });
});
