import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

/**
 * The job engine's guarantees (docs/architecture.md §5, "Background jobs") with test-only tasks, on
 * PGlite or, with TEST_DATABASE_URL, PostgreSQL (where two engines really race on two pools' worth
 * of connections). The kill -9 cases are in job-takeover.test.ts.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job engine', () => {
  let ctx: TestContext;
  const jobOf = async (id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  before(async () => {
    ctx = await createTestContext({ SCHEDULER_INTERVAL_MS: 0, JOBS_LEASE_SECONDS: 2 });
  });
  after(() => ctx.close());

  test('a dedupe key makes enqueuing twice a no-op, whatever the first job became', async () => {
    let runs = 0;
    ctx.app.jobs.define({ name: 'test.once', handler: async () => void runs++ });
    const first = await ctx.app.jobs.enqueue(
      'test.once',
      { customer: 7 },
      { dedupeKey: 'campaign:3:customer:7' },
    );
    const second = await ctx.app.jobs.enqueue(
      'test.once',
      { customer: 7 },
      { dedupeKey: 'campaign:3:customer:7' },
    );
    assert.equal(first.created, true);
    assert.equal(second.created, false);
    assert.equal(second.job.id, first.job.id);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    const third = await ctx.app.jobs.enqueue('test.once', {}, { dedupeKey: 'campaign:3:customer:7' });
    assert.equal(third.created, false, 'still a no-op once the job has run');
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    assert.equal(runs, 1);
    assert.equal((await jobOf(first.job.id))?.state, 'succeeded');
  });

  test('two engines racing for 60 jobs run each exactly once', async () => {
    const runs = new Map<number, number>();
    const [a, b] = [await ctx.extraApp({ JOBS_CONCURRENCY: 8 }), await ctx.extraApp({ JOBS_CONCURRENCY: 8 })];
    for (const app of [a, b])
      app.jobs.define({
        name: 'test.race',
        handler: async (job) => {
          runs.set(job.job.id, (runs.get(job.job.id) ?? 0) + 1);
          await sleep(5);
        },
      });
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push((await a.jobs.enqueue('test.race', { i })).job.id);
    for (let pass = 0; pass < 40 && runs.size < ids.length; pass++) {
      await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
      await sleep(20);
    }
    await Promise.all([a.jobs.idle(), b.jobs.idle()]);
    assert.equal(runs.size, 60);
    assert.deepEqual(
      [...runs.values()].filter((n) => n !== 1),
      [],
      'no job ran twice',
    );
    const lockedBy = new Set(
      (await ctx.db.select().from(jobs).where(eq(jobs.task, 'test.race'))).map((j) => j.state),
    );
    assert.deepEqual([...lockedBy], ['succeeded']);
  });

  test('a schedule fires once per slot however many instances pass', async () => {
    let fired = 0;
    const apps = [await ctx.extraApp({}), await ctx.extraApp({})];
    for (const app of apps) {
      app.jobs.define({ name: 'test.hourly', handler: async () => void fired++ });
      app.jobs.schedule({ name: 'test.hourly', task: 'test.hourly', everyMs: 3_600_000 });
    }
    for (let pass = 0; pass < 3; pass++) await Promise.all(apps.map((app) => app.jobs.runDue()));
    await Promise.all(apps.map((app) => app.jobs.idle()));
    assert.equal(fired, 1);
    const rows = await ctx.db.select().from(jobs).where(eq(jobs.scheduleName, 'test.hourly'));
    assert.equal(rows.length, 1);
  });

  test('each instance tries a schedule once per slot, not on every pass', async () => {
    // Only schedules of an hour or more: no slot turns during the passes below.
    const quiet = { CANARY_WATCH_INTERVAL_MS: 0, POINTS_JOBS_INTERVAL_MS: 0, CAMPAIGNS_INTERVAL_MS: 0 };
    const apps = [await ctx.extraApp(quiet), await ctx.extraApp(quiet)];
    for (const app of apps) {
      app.jobs.define({ name: 'test.daily', handler: async () => {} });
      app.jobs.schedule({ name: 'test.daily', task: 'test.daily', everyMs: 86_400_000 });
    }
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    let tries = 0;
    const stop = ctx.handle.observers.add((text, run) => {
      if (/^update "job_schedules"/i.test(text)) tries += 1;
      return run();
    });
    try {
      for (let pass = 0; pass < 4; pass++) await Promise.all(apps.map((app) => app.jobs.runDue()));
      await Promise.all(apps.map((app) => app.jobs.idle()));
    } finally {
      stop();
    }
    // Trying on every pass would be 4 passes × 2 instances × every schedule (16 or more); an hourly
    // slot turning during the passes accounts for at most 2.
    assert.ok(tries <= 2, `${tries} tries of a taken slot`);
    const rows = await ctx.db.select().from(jobs).where(eq(jobs.scheduleName, 'test.daily'));
    assert.equal(rows.length, 1);
  });

  test('a slot held back by the previous run fires as soon as that run ends, within the slot', async () => {
    const everyMs = 3000;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const app = await ctx.extraApp({});
    app.jobs.define({
      name: 'test.slow',
      handler: async () => {
        runs += 1;
        if (runs === 1) await held;
      },
    });
    app.jobs.schedule({ name: 'test.slow', task: 'test.slow', everyMs });
    // The first slot's run starts and is held past the start of the next slot.
    await app.jobs.runDue();
    await sleep(everyMs - (Date.now() % everyMs) + 50);
    await app.jobs.runDue();
    assert.equal(runs, 1, 'the new slot waits while the previous run is running');
    release();
    await app.jobs.idle();
    await app.jobs.runDue();
    await app.jobs.idle();
    assert.equal(runs, 2, 'the waiting slot fired on the next pass');
  });

  test('a failing job is retried with exponential backoff up to max attempts, its last error kept', async () => {
    const seen: number[] = [];
    ctx.app.jobs.define({
      name: 'test.flaky',
      maxAttempts: 3,
      backoffMs: 300,
      handler: async (job) => {
        seen.push(Date.now());
        throw new Error(`falha ${job.attempt}`);
      },
    });
    const { job } = await ctx.app.jobs.enqueue('test.flaky', {});
    for (let i = 0; i < 100 && seen.length < 3; i++) {
      await ctx.app.jobs.runDue();
      await ctx.app.jobs.idle();
      await sleep(25);
    }
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    const row = await jobOf(job.id);
    assert.equal(seen.length, 3, 'three attempts, no fourth');
    assert.deepEqual([row?.state, row?.attempts, row?.lastError], ['failed', 3, 'falha 3']);
    const [first = 0, second = 0, third = 0] = seen;
    assert.ok(second - first >= 300, `1st backoff ${second - first} ms`);
    assert.ok(third - second >= 600, `2nd backoff ${third - second} ms (doubled)`);
    // An operator's retry queues it again from zero attempts.
    const retried = await ctx.app.jobs.retry(job.id);
    assert.deepEqual([retried?.state, retried?.attempts], ['queued', 0]);
    assert.equal(await ctx.app.jobs.retry(job.id), null, 'a queued job is not retried');
  });

  test('cancel: a queued job at once; a running one through its signal, at the next heartbeat', async () => {
    let aborted = false;
    ctx.app.jobs.define({
      name: 'test.long',
      handler: async (job) => {
        await new Promise<void>((_, reject) =>
          job.signal.addEventListener('abort', () => {
            aborted = true;
            reject(job.signal.reason);
          }),
        );
      },
    });
    const queued = await ctx.app.jobs.enqueue('test.long', {}, { runAt: new Date(Date.now() + 60_000) });
    assert.equal((await ctx.app.jobs.cancel(queued.job.id))?.state, 'cancelled');
    const running = await ctx.app.jobs.enqueue('test.long', {});
    const started = await ctx.app.jobs.runNow(running.job.id);
    assert.ok(started);
    assert.equal((await ctx.app.jobs.cancel(running.job.id))?.state, 'running', 'asked to stop');
    const outcome = await started.done;
    assert.equal(outcome.kind, 'cancelled');
    assert.ok(aborted);
    const row = await jobOf(running.job.id);
    assert.deepEqual([row?.state, row?.lastError], ['cancelled', 'Tarefa cancelada.']);
    assert.equal(await ctx.app.jobs.cancel(running.job.id), null, 'an ended job cannot be cancelled');
  });

  test('a run past its expected duration is marked stuck once', async () => {
    let release = () => {};
    ctx.app.jobs.define({
      name: 'test.slow',
      expectedSeconds: 1,
      handler: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const { job } = await ctx.app.jobs.enqueue('test.slow', {});
    const started = await ctx.app.jobs.runNow(job.id);
    await ctx.app.jobs.runDue();
    assert.equal((await jobOf(job.id))?.stuckAt, null, 'not yet');
    await sleep(1300);
    await ctx.app.jobs.runDue();
    const stuck = (await jobOf(job.id))?.stuckAt;
    assert.ok(stuck, 'marked stuck');
    await ctx.app.jobs.runDue();
    assert.equal((await jobOf(job.id))?.stuckAt?.getTime(), stuck.getTime(), 'reported once');
    release();
    await started?.done;
    assert.equal((await jobOf(job.id))?.state, 'succeeded');
  });

  test('progress and checkpoints: each step commits with its effects; a failed step leaves the last one', async () => {
    ctx.app.jobs.define({
      name: 'test.steps',
      maxAttempts: 1,
      handler: async (job) => {
        await job.step(async () => ({ checkpoint: { page: 1 }, done: 1, total: 3, message: 'página 1' }));
        await job.step(async () => ({ checkpoint: { page: 2 }, done: 2, message: 'página 2' }));
        await job.step(async () => {
          throw new Error('a terceira página falhou');
        });
      },
    });
    const { job } = await ctx.app.jobs.enqueue('test.steps', {});
    await (await ctx.app.jobs.runNow(job.id))?.done;
    const row = await jobOf(job.id);
    assert.deepEqual(
      [
        row?.state,
        row?.checkpoint,
        row?.progressDone,
        row?.progressTotal,
        row?.progressMessage,
        row?.lastError,
      ],
      ['failed', { page: 2 }, 2, 3, 'página 2', 'a terceira página falhou'],
    );
  });

  test('a job of many steps leaves the event loop a turn between them (PGlite in this thread too)', async () => {
    // Without the turn, PGLITE_WORKER=0 ran all 30 steps before the immediate below (seen: 30).
    let steps = 0;
    ctx.app.jobs.define({
      name: 'test.turns',
      handler: async (job) => {
        for (let i = 0; i < 30; i++)
          await job.step(async (tx) => {
            await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.job.id));
            steps++;
            return { checkpoint: { i }, done: i + 1, total: 30 };
          });
      },
    });
    const { job } = await ctx.app.jobs.enqueue('test.turns', {});
    const started = await ctx.app.jobs.runNow(job.id);
    const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(steps)));
    await started?.done;
    assert.equal(steps, 30);
    assert.ok(seen < 30, `the immediate ran only after ${seen} of 30 steps`);
  });
});
