import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { promote, startCanary, status } from '@fidelidade/registry/registry';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { remoteFailures, remoteSessions } from '../db/schema/index.ts';
import { WATCHER_AUDIT_NAME } from '../services/release-watch.ts';
import { auditRowsAfter, lastAuditId } from '../test/audit-helpers.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { addActivity, publishFake, registryWithLive } from '../test/registry-helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('release watcher', () => {
  let ctx: TestContext;
  let registry: Awaited<ReturnType<typeof registryWithLive>>;
  let tables: { v1: string; v2: string };
  let settings: { v1: string; v2: string };

  /** Publishes v1 (live) and v2 of `remote` into the shared registry. */
  async function liveRemote(remote: 'tables' | 'settings') {
    const v1 = await publishFake(registry.root, remote, `${remote} v1`);
    const v2 = await publishFake(registry.root, remote, `${remote} v2`);
    await promote(registry.root, remote, v1, undefined, { by: 'Ana Souza' });
    return { v1, v2 };
  }

  before(async () => {
    registry = await registryWithLive('dashboard');
    tables = await liveRemote('tables');
    settings = await liveRemote('settings');
    ctx = await createTestContext({
      REGISTRY_ROOT: registry.root,
      REGISTRY_HOST_PROVIDES: registry.provides,
      CANARY_MIN_SESSIONS: 3,
      CANARY_MAX_EXCESS: 0.05,
    });
  });
  after(() => ctx.close());

  test('the first tick prunes sessions and failure reports older than 30 days, and nothing newer', async () => {
    const old = new Date(Date.now() - 31 * DAY);
    await addActivity(ctx.db, 'acoes', 'velha', { sessions: 2, failed: 1, at: old });
    await addActivity(ctx.db, 'acoes', 'recente', {
      sessions: 1,
      failed: 1,
      at: new Date(Date.now() - 29 * DAY),
    });
    await ctx.app.releaseWatcher.tick();
    const left = async (table: typeof remoteSessions | typeof remoteFailures) =>
      (await ctx.db.select({ n: count() }).from(table).where(eq(table.remote, 'acoes')))[0]?.n;
    assert.equal(await left(remoteSessions), 1);
    assert.equal(await left(remoteFailures), 1);
  });

  test('a failing canary with MIN sessions is rolled back; one below MIN is left alone, its numbers recorded', async () => {
    await startCanary(registry.root, 'dashboard', registry.v2, 50, undefined, { by: 'Ana Souza' });
    await startCanary(registry.root, 'tables', tables.v2, 50, undefined, { by: 'Ana Souza' });
    await addActivity(ctx.db, 'dashboard', registry.v1, { sessions: 10 });
    await addActivity(ctx.db, 'dashboard', registry.v2, { sessions: 5, failed: 2 });
    await addActivity(ctx.db, 'tables', tables.v1, { sessions: 10 });
    await addActivity(ctx.db, 'tables', tables.v2, { sessions: 2, failed: 2 });
    const auditBefore = await lastAuditId(ctx.db);

    const decisions = await ctx.app.releaseWatcher.tick();
    const reason =
      'falhas em 40,0% das sessões do canário contra 0,0% da versão atual (5 sessões; limite +5,0 pontos)';
    assert.deepEqual(decisions, [
      { remote: 'dashboard', version: registry.v2, verdict: 'rollback', reason, acted: true },
    ]);

    const remotes = await status(registry.root);
    assert.equal(remotes.dashboard?.canary, undefined);
    assert.equal(remotes.dashboard?.current.version, registry.v1);
    const decision = remotes.dashboard?.history.at(-1);
    assert.deepEqual(decision && [decision.action, decision.version, decision.by, decision.reason], [
      'canary_rollback',
      registry.v2,
      'watcher',
      reason,
    ]);
    assert.deepEqual([decision?.canary?.failed_sessions, decision?.live?.sessions], [2, 10]);
    // Below MIN: still running, with the watcher's numbers beside it.
    assert.equal(remotes.tables?.canary?.version, tables.v2);
    assert.deepEqual(
      [remotes.tables?.canary?.health?.canary.sessions, remotes.tables?.canary?.health?.live.sessions],
      [2, 10],
    );

    const rows = await auditRowsAfter(ctx.db, auditBefore);
    assert.equal(rows.length, 1);
    assert.deepEqual(
      rows.map((row) => [row.actorId, row.actorName, row.action, row.targetType, row.targetId]),
      [[null, WATCHER_AUDIT_NAME, 'canary_rollback', 'remote', 'dashboard']],
    );
    assert.deepEqual(rows[0]?.changes, {
      canary: { before: { version: registry.v2, percent: 50 }, after: null },
    });

    // The next tick has nothing to decide on dashboard, and no second audit row appears.
    assert.deepEqual(await ctx.app.releaseWatcher.tick(), []);
    assert.equal((await auditRowsAfter(ctx.db, auditBefore)).length, 1);
  });

  test('a second instance acting on the same readings does not decide twice', async () => {
    await startCanary(registry.root, 'dashboard', registry.v2, 50, undefined, { by: 'Ana Souza' });
    await addActivity(ctx.db, 'dashboard', registry.v2, { sessions: 5, failed: 5 });
    const other = await ctx.extraApp({ CANARY_MIN_SESSIONS: 3 });
    const auditBefore = await lastAuditId(ctx.db);
    const [first, second] = await Promise.all([ctx.app.releaseWatcher.tick(), other.releaseWatcher.tick()]);
    const acted = [...(first ?? []), ...(second ?? [])].filter((decision) => decision.remote === 'dashboard');
    // The ticks take turns under the watcher's lock: one decides, the other skips or finds it done.
    assert.deepEqual(
      acted.map((decision) => decision.acted),
      [true],
      JSON.stringify(acted),
    );
    const audited = await auditRowsAfter(ctx.db, auditBefore);
    assert.deepEqual(
      audited.map((row) => [row.action, row.targetId]),
      [['canary_rollback', 'dashboard']],
      'one audit row for one decision',
    );
    const history = (await status(registry.root)).dashboard?.history ?? [];
    assert.equal(history.filter((event) => event.action === 'canary_rollback').length, 2, 'one per canary');
  });

  test('with PROMOTE_AFTER, a clean canary is promoted once it ran that long', async () => {
    const promoting = await ctx.extraApp({ CANARY_MIN_SESSIONS: 3, CANARY_PROMOTE_AFTER_MINUTES: 30 });
    await startCanary(registry.root, 'settings', settings.v2, 20, undefined, { by: 'Ana Souza' });
    await addActivity(ctx.db, 'settings', settings.v1, { sessions: 8, failed: 1 });
    await addActivity(ctx.db, 'settings', settings.v2, { sessions: 4 });
    const onlySettings = async (app: FastifyInstance, now?: Date) =>
      (await app.releaseWatcher.tick(now)).filter((decision) => decision.remote === 'settings');

    assert.deepEqual(await onlySettings(promoting), [], 'not yet 30 minutes');
    assert.deepEqual(await onlySettings(ctx.app, new Date(Date.now() + 31 * MINUTE)), [], 'never by default');
    const auditBefore = await lastAuditId(ctx.db);
    const [decision] = await onlySettings(promoting, new Date(Date.now() + 31 * MINUTE));
    assert.equal(decision?.verdict, 'promote');
    assert.equal(decision?.acted, true);
    assert.match(
      decision?.reason ?? '',
      /^sem excesso de falhas em 30 min: 0,0% das sessões do canário contra 12,5%/,
    );

    const remote = (await status(registry.root)).settings;
    assert.equal(remote?.current.version, settings.v2);
    assert.equal(remote?.canary, undefined);
    assert.deepEqual(remote?.history.at(-1) && [remote.history.at(-1)?.action, remote.history.at(-1)?.by], [
      'canary_promote',
      'watcher',
    ]);
    const rows = await auditRowsAfter(ctx.db, auditBefore);
    assert.deepEqual(
      rows.map((row) => [row.actorName, row.action, row.targetId]),
      [[WATCHER_AUDIT_NAME, 'canary_promote', 'settings']],
    );
    assert.deepEqual(rows[0]?.changes, {
      live: { before: settings.v1, after: settings.v2 },
      canary: { before: { version: settings.v2, percent: 20 }, after: null },
    });
  });

  test('start() runs ticks on its interval and stop() ends them', async () => {
    const looping = await ctx.extraApp({ CANARY_WATCH_INTERVAL_MS: 20 });
    looping.releaseWatcher.start();
    assert.equal(looping.releaseWatcher.running, true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await looping.releaseWatcher.stop();
    assert.equal(looping.releaseWatcher.running, false);
    const off = await ctx.extraApp({ CANARY_WATCH_INTERVAL_MS: 0 });
    off.releaseWatcher.start();
    assert.equal(off.releaseWatcher.running, false, '0 disables the loop');
  });
});
