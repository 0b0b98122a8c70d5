import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { promote, startCanary, status } from '@fidelidade/registry/registry';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, remoteFailures, remoteSessions } from '../db/schema/index.ts';
import { WATCHER_AUDIT_NAME } from '../services/release-watch.ts';
import { auditRowsAfter, lastAuditId } from '../test/audit-helpers.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { addActivity, publishFake, registryWithLive } from '../test/registry-helpers.ts';
import { WATCH_TASK } from './release-watcher.ts';

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
      CANARY_MIN_SOURCES: 2,
    });
  });
  after(() => ctx.close());

  test('the hourly prune job drops sessions and failure reports older than 30 days, and nothing newer', async () => {
    const old = new Date(Date.now() - 31 * DAY);
    await addActivity(ctx.db, 'acoes', 'velha', { sessions: 2, failed: 1, at: old });
    await addActivity(ctx.db, 'acoes', 'recente', {
      sessions: 1,
      failed: 1,
      at: new Date(Date.now() - 29 * DAY),
    });
    // The engine's first pass fires the hourly schedule (and the watch, with nothing to decide yet).
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
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
      'falhas em 40,0% das sessões do canário contra 0,0% da versão atual ' +
      '(5 sessões de 5 endereços; falhas de 2 endereços; limite +5,0 pontos)';
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

  test('two instances running the watch schedule decide once: one job per slot', async () => {
    await startCanary(registry.root, 'dashboard', registry.v2, 50, undefined, { by: 'Ana Souza' });
    await addActivity(ctx.db, 'dashboard', registry.v2, { sessions: 5, failed: 5 });
    // A slot of an hour: both passes fall in the same one.
    const config = { CANARY_MIN_SESSIONS: 3, CANARY_MIN_SOURCES: 2, CANARY_WATCH_INTERVAL_MS: 3_600_000 };
    const [a, b] = [await ctx.extraApp(config), await ctx.extraApp(config)];
    const auditBefore = await lastAuditId(ctx.db);
    const [{ last } = { last: 0 }] = await ctx.db.select({ last: max(jobs.id) }).from(jobs);
    const jobsBefore = last ?? 0;
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    await Promise.all([a.jobs.idle(), b.jobs.idle()]);
    const watches = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.scheduleName, WATCH_TASK), gt(jobs.id, jobsBefore)));
    assert.equal(watches.length, 1, 'one watch job for the slot');
    assert.equal(watches[0]?.state, 'succeeded');
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
    const promoting = await ctx.extraApp({
      CANARY_MIN_SESSIONS: 3,
      CANARY_MIN_SOURCES: 2,
      CANARY_PROMOTE_AFTER_MINUTES: 30,
    });
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

  test('CANARY_WATCH_INTERVAL_MS 0 schedules no watch', async () => {
    const before = await ctx.db.select().from(jobs).where(eq(jobs.scheduleName, WATCH_TASK));
    const off = await ctx.extraApp({ CANARY_WATCH_INTERVAL_MS: 0 });
    await off.jobs.runDue();
    await off.jobs.idle();
    const after = await ctx.db.select().from(jobs).where(eq(jobs.scheduleName, WATCH_TASK));
    assert.equal(after.length, before.length);
  });
});
