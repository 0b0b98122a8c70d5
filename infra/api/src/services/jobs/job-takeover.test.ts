import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { type DbHandle, openDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { TEST_CONFIG } from '../../test/helpers.ts';
import { CHUNKED_TASK, createItemsTable, defineChunkedTask, itemCounts } from '../../test/jobs-helpers.ts';
import { kill9, onThrowawayPostgres, startChild as startKilledChild } from '../../test/killed-child.ts';
import { PGLITE_ONLY } from '../../test/pglite-only.ts';
import { suitePgliteDump } from '../../test/template-database.ts';
import { expireAllLeases } from './job-operations.ts';

/**
 * kill -9 of a process in the middle of a chunked job (src/test/chunked-job-child.ts): the job is
 * taken over — by another instance once the lease expires (PostgreSQL), or by the next process on the
 * data directory at start-up (PGlite) — and resumes from its last committed chunk: every item exactly
 * once, progress at the total.
 */
const CHILD = fileURLToPath(new URL('../../test/chunked-job-child.ts', import.meta.url));
const TOTAL = 3000;
const CHUNK = 100;
const LEASE_SECONDS = 1;
/**
 * The survivor's own lease: long, so a survivor slowed by a busy machine never loses the job it took
 * over to itself (an extra attempt); the killed child's short lease is what the takeover waits for.
 */
const SURVIVOR_LEASE_SECONDS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the child; resolves once it has committed `chunks` chunks. */
const startChild = (env: Record<string, string>, chunks: number) =>
  startKilledChild(CHILD, { CHILD_LEASE_SECONDS: String(LEASE_SECONDS), ...env }, chunks, /^chunk /gm);

async function survivorOn(handle: DbHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { ...TEST_CONFIG, SCHEDULER_INTERVAL_MS: 0, JOBS_LEASE_SECONDS: SURVIVOR_LEASE_SECONDS },
  });
  defineChunkedTask(app, { delayMs: 0 });
  return app;
}

/** Runs passes until the job has succeeded; returns when the survivor first claimed it (ms epoch). */
async function finish(app: FastifyInstance, jobId: number): Promise<number> {
  let claimedAt = 0;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(20)) {
    const claimed = await app.jobs.runDue();
    if (claimed.some((job) => job.id === jobId) && claimedAt === 0) claimedAt = Date.now();
    await app.jobs.idle();
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (row?.state === 'succeeded') return claimedAt;
  }
  throw new Error('the job did not finish');
}

async function assertExactlyOnce(handle: DbHandle, jobId: number) {
  assert.deepEqual(await itemCounts(handle.db, jobId), { rows: TOTAL, distinct: TOTAL }, 'every item once');
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
  assert.deepEqual(
    [row?.progressDone, row?.progressTotal, row?.checkpoint],
    [TOTAL, TOTAL, { offset: TOTAL }],
  );
  assert.equal(row?.attempts, 2, 'the killed run and the one that took over');
}

test(
  'PostgreSQL: kill -9 mid-job, another instance takes over within the lease and finishes it',
  {
    skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL unset: two processes need PostgreSQL',
    timeout: 120_000,
  },
  () =>
    onThrowawayPostgres('jobs_takeover', survivorOn, async (url, handle, app) => {
      await createItemsTable(handle.db);
      const { job } = await app.jobs.enqueue(CHUNKED_TASK, { total: TOTAL, chunk: CHUNK });
      const child = await startChild({ CHILD_DATABASE_URL: url }, 5);
      await kill9(child);
      const killedAt = Date.now();
      const before = await itemCounts(handle.db, job.id);
      assert.ok(before.rows >= 5 * CHUNK && before.rows < TOTAL, `${before.rows} items before the kill`);
      const claimedAt = await finish(app, job.id);
      const takeoverMs = claimedAt - killedAt;
      assert.ok(takeoverMs <= LEASE_SECONDS * 1000 + 1000, `taken over ${takeoverMs} ms after the kill`);
      await assertExactlyOnce(handle, job.id);
      console.log(
        `jobs kill -9 (PostgreSQL): ${before.rows} items before, taken over after ${takeoverMs} ms`,
      );
    }),
);

test('PGlite: kill -9 mid-job, the next process on the data directory resumes it at start-up', {
  ...PGLITE_ONLY,
  timeout: 120_000,
}, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-jobs-'));
  const dataDir = path.join(dir, 'pglite');
  try {
    let handle = await openDatabase({ dataDir, fromDump: suitePgliteDump() });
    let app = await survivorOn(handle);
    await createItemsTable(handle.db);
    const { job } = await app.jobs.enqueue(CHUNKED_TASK, { total: TOTAL, chunk: CHUNK });
    await app.close();
    await handle.close();

    // Nothing waits for the child's lease here (the survivor expires it at start-up): a long one
    // keeps a child slowed by a busy machine from retaking its own job before the kill.
    const child = await startChild(
      { CHILD_DATA_DIR: dataDir, CHILD_LEASE_SECONDS: String(SURVIVOR_LEASE_SECONDS) },
      5,
    );
    await kill9(child);
    handle = await openDatabase({ dataDir });
    app = await survivorOn(handle);
    try {
      const before = await itemCounts(handle.db, job.id);
      assert.ok(before.rows >= 5 * CHUNK && before.rows < TOTAL, `${before.rows} items before the kill`);
      // What server.ts does on PGlite: the directory is ours alone, any running job is a dead one's.
      assert.equal(await expireAllLeases(handle.db), 1);
      const startedAt = Date.now();
      const claimedAt = await finish(app, job.id);
      assert.ok(claimedAt - startedAt < 1000, 'resumed on the first pass');
      await assertExactlyOnce(handle, job.id);
    } finally {
      await app.close();
      await handle.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
