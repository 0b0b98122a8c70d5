import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ReleasesOverview, RemoteReleaseOut } from '@fidelidade/contract';
import { promote, startCanary } from '@fidelidade/registry/registry';
import { remoteFailures } from '../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { addActivity, publishFake, registryWithLive } from '../../../test/registry-helpers.ts';

const URL_ = '/api/v1/ops/releases/';
const MINUTE = 60_000;

describe('GET ops/releases/ (the operations console)', () => {
  let ctx: TestContext;
  let admin: string;
  let registry: Awaited<ReturnType<typeof registryWithLive>>;
  let tablesLive: string;
  const overview = async (query = '') => {
    const res = await getJson(ctx.app, `${URL_}${query}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ReleasesOverview>();
  };
  const remoteOf = (body: ReleasesOverview, name: string): RemoteReleaseOut => {
    const found = body.remotes.find((remote) => remote.remote === name);
    assert.ok(found, name);
    return found;
  };

  before(async () => {
    registry = await registryWithLive('dashboard');
    tablesLive = await publishFake(registry.root, 'tables', 'tables v1');
    await promote(registry.root, 'tables', tablesLive, undefined, { by: 'Bruno Lima' });
    ctx = await createTestContext({
      REGISTRY_ROOT: registry.root,
      REGISTRY_HOST_PROVIDES: registry.provides,
    });
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  test('every remote with a live version, in the product order, with its deployments and versions', async () => {
    const body = await overview();
    assert.equal(body.window_minutes, 60);
    assert.deepEqual(
      body.remotes.map((remote) => remote.remote),
      ['dashboard', 'tables'],
    );
    const dashboard = remoteOf(body, 'dashboard');
    assert.equal(dashboard.live.version, registry.v1);
    assert.equal(dashboard.live.by, 'Ana Souza');
    assert.equal(dashboard.canary, null);
    assert.equal(dashboard.canary_health, null);
    assert.deepEqual(dashboard.previous, []);
    assert.deepEqual([...dashboard.published].sort(), [registry.v1, registry.v2].sort());
    assert.deepEqual(
      dashboard.history.map((decision) => [decision.action, decision.version, decision.by]),
      [['promote', registry.v1, 'Ana Souza']],
    );
  });

  test('health counts distinct sessions and failed sessions of the window; a failure without a beacon is a session', async () => {
    await addActivity(ctx.db, 'dashboard', registry.v1, { sessions: 4, failed: 1 });
    // Outside a 30-minute window, inside the default hour.
    await addActivity(ctx.db, 'dashboard', registry.v1, {
      sessions: 2,
      failed: 2,
      at: new Date(Date.now() - 45 * MINUTE),
    });
    // A tab whose code never loaded: a failure report, no beacon.
    await ctx.db.insert(remoteFailures).values({
      remote: 'dashboard',
      version: registry.v1,
      kind: 'load',
      page: '/admin/dashboard',
      message: 'sem entrada',
      sessionId: 'aba-sem-beacon',
      source: 'fonte-sem-b',
    });
    // A report whose session id the product never issued: kept, not counted.
    await ctx.db.insert(remoteFailures).values({
      remote: 'dashboard',
      version: registry.v1,
      kind: 'load',
      page: '/admin/dashboard',
      message: 'forjada',
      sessionId: 'aba-forjada',
      source: null,
    });
    const hour = remoteOf(await overview(), 'dashboard').live_health;
    assert.deepEqual(hour, {
      version: registry.v1,
      sessions: 7,
      failed_sessions: 4,
      failures: 4,
      failure_rate: 4 / 7,
      sources: 7,
      failed_sources: 4,
    });
    const halfHour = remoteOf(await overview('?window_minutes=30'), 'dashboard').live_health;
    assert.deepEqual([halfHour.sessions, halfHour.failed_sessions, halfHour.failure_rate], [5, 2, 2 / 5]);
    const hourly = remoteOf(await overview(), 'dashboard').hourly;
    assert.equal(
      hourly.reduce((sum, row) => sum + row.sessions, 0),
      7,
      'the last 24 hours, per hour and version',
    );
    assert.ok(hourly.every((row) => row.version === registry.v1 && !Number.isNaN(Date.parse(row.hour))));
    assert.equal(remoteOf(await overview(), 'tables').live_health.sessions, 0);
  });

  test('with a canary, both versions are measured from the canary start, not before', async () => {
    await startCanary(registry.root, 'dashboard', registry.v2, 25, undefined, { by: 'Ana Souza' });
    await addActivity(ctx.db, 'dashboard', registry.v1, { sessions: 3 });
    await addActivity(ctx.db, 'dashboard', registry.v2, { sessions: 2, failed: 1 });
    const dashboard = remoteOf(await overview(), 'dashboard');
    assert.equal(dashboard.canary?.version, registry.v2);
    assert.equal(dashboard.canary?.percent, 25);
    assert.equal(dashboard.canary?.started_by, 'Ana Souza');
    assert.deepEqual(
      [dashboard.live_health.sessions, dashboard.live_health.failed_sessions],
      [3, 0],
      'only the sessions since the canary started',
    );
    assert.deepEqual(dashboard.canary_health, {
      version: registry.v2,
      sessions: 2,
      failed_sessions: 1,
      failures: 1,
      failure_rate: 0.5,
      sources: 2,
      failed_sources: 1,
    });
    assert.equal(dashboard.history[0]?.action, 'canary_start', 'most recent first');
  });

  test('ADMIN only: other back-office users 403, no token 401; a bad window 400', async () => {
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal((await getJson(ctx.app, URL_, staff)).statusCode, 403);
    assert.equal((await getJson(ctx.app, URL_)).statusCode, 401);
    assert.equal((await getJson(ctx.app, `${URL_}?window_minutes=0`, admin)).statusCode, 400);
  });

  test('without REGISTRY_ROOT the console answers 503', async () => {
    const unconfigured = await ctx.extraApp({ REGISTRY_ROOT: undefined });
    const res = await getJson(unconfigured, URL_, admin);
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json(), { detail: 'Registro de versões não configurado.' });
  });
});
