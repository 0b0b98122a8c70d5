import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { type DbHandle, openDatabase } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';
import { EXPIRE_TASK, REMIND_TASK } from '../../plugins/points-lifecycle.ts';
import { createTestContext, TEST_CONFIG, type TestContext } from '../../test/helpers.ts';
import { kill9, onThrowawayPostgres, startChild as startKilledChild } from '../../test/killed-child.ts';
import { balanceMismatches, batchMismatches } from '../../test/loyalty-helpers.ts';
import { PGLITE_ONLY } from '../../test/pglite-only.ts';
import {
  defineSlowExpiry,
  expiryCounts,
  SLOW_EXPIRE_TASK,
  seedExpiredBatches,
} from '../../test/points-helpers.ts';
import { suitePgliteDump } from '../../test/template-database.ts';
import { expireAllLeases } from '../jobs/job-operations.ts';
import { REMINDER_TITLE } from './points-reminders.ts';

const CHILD = fileURLToPath(new URL('../../test/points-job-child.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drain(apps: FastifyInstance[], jobIds: number[]) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(20)) {
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    await Promise.all(apps.map((app) => app.jobs.idle()));
    const rows = await apps[0]?.db.select().from(s.jobs);
    const states = (rows ?? []).filter((row) => jobIds.includes(row.id)).map((row) => row.state);
    if (states.every((state) => state === 'succeeded')) return;
  }
  throw new Error('jobs did not finish');
}

async function assertExactlyOnce(handle: DbHandle, batches: number) {
  assert.deepEqual(await expiryCounts(handle.db), {
    expired_batches: batches,
    entries: batches,
    distinct_entries: batches,
    left_due: 0,
  });
  assert.deepEqual(await batchMismatches(handle.db), []);
  assert.deepEqual(await balanceMismatches(handle.db), []);
}

describe('points jobs on the engine', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({ POINTS_JOBS_INTERVAL_MS: 0 });
  });
  after(() => ctx.close());

  test('two runs of the expiry at once (two instances on PostgreSQL): every batch expires once', async () => {
    await seedExpiredBatches(ctx.db, 40, 5);
    const second = await ctx.extraApp({ POINTS_JOBS_INTERVAL_MS: 0 });
    const jobs = await Promise.all(
      ['a', 'b'].map((key) => ctx.app.jobs.enqueue(EXPIRE_TASK, {}, { dedupeKey: `test-expire-${key}` })),
    );
    await drain(
      [ctx.app, second],
      jobs.map((j) => j.job.id),
    );
    await assertExactlyOnce(ctx.handle, 200);
    const [done] = await ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.id, jobs[0]?.job.id ?? 0));
    assert.equal(done?.state, 'succeeded');
  });

  test('reminders: once per batch, even when the job runs twice; the text names points and day', async () => {
    const users = await seedExpiredBatches(ctx.db, 3, 1, 71_000_000_000);
    // Move their batches to expire within the reminder window instead.
    const soon = new Date(Date.now() + 5 * 86_400_000);
    for (const userId of users)
      await ctx.db.update(s.pointsBatches).set({ expiresAt: soon }).where(eq(s.pointsBatches.userId, userId));
    for (const key of ['r1', 'r2']) {
      const { job } = await ctx.app.jobs.enqueue(REMIND_TASK, {}, { dedupeKey: `test-remind-${key}` });
      await drain([ctx.app], [job.id]);
    }
    const runs = await ctx.db.select().from(s.notifications).where(eq(s.notifications.title, REMINDER_TITLE));
    assert.equal(runs.length, 1, 'the second run had nobody left to remind');
    const deliveries = await ctx.db
      .select()
      .from(s.notificationDeliveries)
      .where(eq(s.notificationDeliveries.notificationId, runs[0]?.id ?? 0));
    assert.deepEqual(deliveries.map((d) => d.userId).sort(), [...users].sort());
    const day = soon.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    assert.ok(
      deliveries.every((d) => d.message === `Você tem 10 pontos que expiram em ${day}`),
      deliveries[0]?.message ?? '',
    );
  });
});

/** Starts the child; resolves once it has committed `chunks` chunks. */
const startChild = (env: Record<string, string>, chunks: number) =>
  startKilledChild(CHILD, env, chunks, /^chunk$/gm);

async function survivorOn(handle: DbHandle) {
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { ...TEST_CONFIG, JOBS_LEASE_SECONDS: 1, POINTS_JOBS_INTERVAL_MS: 0 },
  });
  defineSlowExpiry(app, { chunk: 50, delayMs: 0 });
  return app;
}

test(
  'kill -9 in the middle of an expiry run (PostgreSQL): taken over, no batch expired twice, none skipped',
  {
    skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL unset: two processes need PostgreSQL',
    timeout: 120_000,
  },
  () =>
    onThrowawayPostgres('points_expiry', survivorOn, async (url, handle, app) => {
      await seedExpiredBatches(handle.db, 100, 10);
      const { job } = await app.jobs.enqueue(SLOW_EXPIRE_TASK, {});
      await kill9(await startChild({ CHILD_DATABASE_URL: url }, 4));
      const before = await expiryCounts(handle.db);
      assert.ok((before?.entries ?? 0) >= 200 && (before?.left_due ?? 0) > 0, JSON.stringify(before));
      await drain([app], [job.id]);
      await assertExactlyOnce(handle, 1000);
    }),
);

test('kill -9 in the middle of an expiry run (PGlite): the next process resumes it, every batch once', {
  ...PGLITE_ONLY,
  timeout: 120_000,
}, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-points-'));
  const dataDir = path.join(dir, 'pglite');
  try {
    let handle = await openDatabase({ dataDir, fromDump: suitePgliteDump() });
    let app = await survivorOn(handle);
    await seedExpiredBatches(handle.db, 100, 10);
    const { job } = await app.jobs.enqueue(SLOW_EXPIRE_TASK, {});
    await app.close();
    await handle.close();
    await kill9(await startChild({ CHILD_DATA_DIR: dataDir }, 4));
    handle = await openDatabase({ dataDir });
    app = await survivorOn(handle);
    try {
      const before = await expiryCounts(handle.db);
      assert.ok((before?.entries ?? 0) >= 200 && (before?.left_due ?? 0) > 0, JSON.stringify(before));
      await expireAllLeases(handle.db);
      await drain([app], [job.id]);
      await assertExactlyOnce(handle, 1000);
    } finally {
      await app.close();
      await handle.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
