import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ReleasesOverview, RemoteReleaseOut } from '@fidelidade/contract';
import { startCanary, status } from '@fidelidade/registry/registry';
import type { FastifyInstance } from 'fastify';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../test/helpers.ts';
import { publishFake, registryWithLive } from '../test/registry-helpers.ts';

/**
 * The release watcher believed anyone (docs/security.md, canary telemetry): the beacons are
 * anonymous and the client chose its session id, so one address could send failure reports under
 * fresh ids and roll back any canary within a minute, or send clean session beacons and dilute a
 * failing canary until it was never rolled back (and promoted, with auto-promote on). Now only
 * session ids the API issued count, at most CANARY_MAX_SESSIONS_PER_SOURCE (5) per address, and a
 * rollback needs failures from CANARY_MIN_SOURCES (3) addresses, a promotion sessions from as many.
 * The watcher's thresholds are the defaults; the per-address rate limits are raised so that what
 * is tested is the counting, as for a patient attacker spreading the same requests over an hour.
 */
describe('attack: steering the canary watcher', () => {
  let ctx: TestContext;
  let registry: Awaited<ReturnType<typeof registryWithLive>>;
  let admin: string;
  const limits = {
    FAILURE_REPORT_RATE_MAX: 5000,
    REMOTE_SESSION_RATE_MAX: 5000,
    TELEMETRY_SESSION_RATE_MAX: 5000,
  };

  before(async () => {
    registry = await registryWithLive('dashboard');
    ctx = await createTestContext({
      REGISTRY_ROOT: registry.root,
      REGISTRY_HOST_PROVIDES: registry.provides,
      ...limits,
    });
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  /** A browser tab at `address`: its telemetry id, as the host fetches it. */
  async function tab(address: string, app: FastifyInstance = ctx.app): Promise<string> {
    const res = await app.inject({ url: '/api/v1/ops/telemetry-session/', remoteAddress: address });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { session_id: string }).session_id;
  }
  async function beacon(address: string, sessionId: string, version: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/ops/remote-sessions/',
      remoteAddress: address,
      payload: { remote: 'dashboard', version, session_id: sessionId },
    });
  }
  async function report(address: string, sessionId: string, version: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/ops/remote-failures/',
      remoteAddress: address,
      payload: {
        remote: 'dashboard',
        version,
        kind: 'render',
        page: '/admin',
        message: 'x',
        session_id: sessionId,
      },
    });
    assert.equal(res.statusCode, 202, res.body);
  }
  /** `count` honest tabs at `address` that load `version`; the first `failing` of them fail. */
  async function users(address: string, version: string, count: number, failing = 0) {
    for (let i = 0; i < count; i += 1) {
      const id = await tab(address);
      assert.equal((await beacon(address, id, version)).statusCode, 204);
      if (i < failing) await report(address, id, version);
    }
  }
  async function console_(): Promise<RemoteReleaseOut> {
    const res = await getJson(ctx.app, '/api/v1/ops/releases/', admin);
    assert.equal(res.statusCode, 200, res.body);
    const found = res.json<ReleasesOverview>().remotes.find((remote) => remote.remote === 'dashboard');
    assert.ok(found);
    return found;
  }

  test('forced rollback: one client cannot stop a healthy canary, with made-up ids, issued ids or a whole /64', async () => {
    const canary = registry.v2;
    await startCanary(registry.root, 'dashboard', canary, 10, undefined, { by: 'Ana Souza' });
    for (let a = 1; a <= 10; a += 1) await users(`10.20.0.${a}`, registry.v1, 3);
    for (let a = 1; a <= 15; a += 1) await users(`10.21.0.${a}`, canary, 1);

    // The old attack: 60 failure reports under made-up session ids. Accepted (telemetry), never counted.
    for (let i = 0; i < 60; i += 1) await report('203.0.113.66', `forjada-${i}-abcdefgh`, canary);
    // Ids the API issued: 60 tabs from one IPv4 address, and 60 from fresh addresses of one IPv6 /64.
    for (let i = 0; i < 60; i += 1) await report('203.0.113.66', await tab('203.0.113.66'), canary);
    for (let i = 0; i < 60; i += 1) {
      const address = `2001:db8:66:1::${(i + 1).toString(16)}`;
      await report(address, await tab(address), canary);
    }

    const decisions = await ctx.app.releaseWatcher.tick();
    assert.deepEqual(decisions, [], 'no rollback');
    const remote = (await status(registry.root)).dashboard;
    assert.equal(remote?.canary?.version, canary, 'the canary still runs');
    // 15 honest sessions + 5 per attacking source; 10 failed ones from 2 addresses.
    assert.deepEqual(
      remote?.canary?.health?.canary && {
        sessions: remote.canary.health.canary.sessions,
        failed: remote.canary.health.canary.failed_sessions,
        sources: remote.canary.health.canary.sources,
        failedSources: remote.canary.health.canary.failed_sources,
      },
      { sessions: 25, failed: 10, sources: 17, failedSources: 2 },
    );
    const shown = await console_();
    assert.equal(shown.canary_health?.failed_sources, 2, 'the console shows how many addresses failed');
    assert.equal(shown.canary_health?.sources, 17);

    // Control: failures from a third address are what it takes (the rule, not a broken watcher).
    await users('10.22.0.1', canary, 5, 5);
    const [decision] = await ctx.app.releaseWatcher.tick();
    assert.equal(decision?.verdict, 'rollback');
    assert.match(decision?.reason ?? '', /de 18 endereços; falhas de 3 endereços;/);
  });

  test('masked failure: one client cannot dilute a failing canary, nor have it promoted', async () => {
    const promoting = await ctx.extraApp({ CANARY_PROMOTE_AFTER_MINUTES: 1 });
    const canary = await publishFake(registry.root, 'dashboard', 'dashboard v3');
    await startCanary(registry.root, 'dashboard', canary, 10, undefined, { by: 'Ana Souza' });
    for (let a = 1; a <= 10; a += 1) await users(`10.30.0.${a}`, registry.v1, 3);
    // A real failure: 6 addresses, 4 tabs each, half of them failing (50 %).
    for (let a = 1; a <= 6; a += 1) await users(`10.31.0.${a}`, canary, 4, 2);

    // 400 clean tabs from one address, with ids the API issued; forged ids are refused outright.
    for (let i = 0; i < 400; i += 1)
      assert.equal((await beacon('198.51.100.77', await tab('198.51.100.77'), canary)).statusCode, 204);
    for (let i = 0; i < 20; i += 1)
      assert.equal((await beacon('198.51.100.77', `forjada-${i}-abcdefgh`, canary)).statusCode, 400);

    const later = new Date(Date.now() + 2 * 60_000);
    const [decision] = await promoting.releaseWatcher.tick(later);
    assert.equal(decision?.verdict, 'rollback', decision?.reason);
    assert.equal(decision?.acted, true);
    // 24 honest sessions + 5 of the attacker: 12 failed of 29 (41,4 %) rather than 12 of 424 (2,8 %).
    assert.match(
      decision?.reason ?? '',
      /^falhas em 41,4% das sessões do canário .*\(29 sessões de 7 endereços; falhas de 6 endereços;/,
    );
    const remote = (await status(registry.root)).dashboard;
    assert.equal(remote?.canary, undefined);
    assert.equal(remote?.current.version, registry.v1, 'not promoted');
    const recorded = (await console_()).history[0];
    assert.deepEqual(
      [recorded?.action, recorded?.canary?.sources, recorded?.canary?.failed_sources],
      ['canary_rollback', 7, 6],
      'the decision keeps how many addresses stood behind it',
    );
  });

  test("a clean canary is not promoted on one client's sessions", async () => {
    const promoting = await ctx.extraApp({ CANARY_PROMOTE_AFTER_MINUTES: 1, CANARY_MIN_SESSIONS: 5 });
    const canary = await publishFake(registry.root, 'dashboard', 'dashboard v4');
    await startCanary(registry.root, 'dashboard', canary, 10, undefined, { by: 'Ana Souza' });
    await users('198.51.100.78', canary, 30);
    await users('198.51.100.79', canary, 30);
    const later = new Date(Date.now() + 2 * 60_000);
    assert.deepEqual(await promoting.releaseWatcher.tick(later), [], 'two addresses are not enough');
    await users('10.40.0.1', canary, 1);
    const [decision] = await promoting.releaseWatcher.tick(later);
    assert.equal(decision?.verdict, 'promote');
    assert.equal((await status(registry.root)).dashboard?.current.version, canary);
  });
});
