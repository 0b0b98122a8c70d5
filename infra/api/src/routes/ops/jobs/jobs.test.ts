import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Job, JobOverview } from '@fidelidade/contract';
import { auditRowsAfter, lastAuditId } from '../../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';

const URL_ = '/api/v1/ops/jobs/';

describe('background jobs (ops/jobs/)', () => {
  let ctx: TestContext;
  let admin = '';
  let staff = '';
  let release = () => {};
  const post = (path: string, token = admin) =>
    ctx.app.inject({ method: 'POST', url: `${URL_}${path}`, headers: { authorization: `Bearer ${token}` } });
  const overview = async (query = '') => {
    const res = await getJson(ctx.app, `${URL_}${query}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<JobOverview>();
  };

  before(async () => {
    ctx = await createTestContext({ SCHEDULER_INTERVAL_MS: 5000 });
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    ctx.app.jobs.define({
      name: 'test.import',
      maxAttempts: 1,
      handler: async (job) => {
        await job.step(async () => ({
          checkpoint: { row: 400 },
          done: 400,
          total: 1000,
          message: 'linhas 1–400',
        }));
        throw new Error('linha 401: CPF inválido');
      },
    });
    ctx.app.jobs.define({
      name: 'test.waiting',
      expectedSeconds: 1,
      handler: (job) =>
        new Promise<void>((resolve) => {
          release = resolve;
          job.signal.addEventListener('abort', () => resolve());
        }),
    });
  });
  after(() => ctx.close());

  test('ADMIN only: anonymous 401, other back-office users 403', async () => {
    assert.equal((await getJson(ctx.app, URL_)).statusCode, 401);
    assert.equal((await getJson(ctx.app, URL_, staff)).statusCode, 403);
    assert.equal((await post('1/retry/', staff)).statusCode, 403);
  });

  test('lists schedules with last and next run, and jobs with progress, attempts and last error; retry is audited', async () => {
    const { job } = await ctx.app.jobs.enqueue('test.import', {});
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    const list = await overview();
    const dispatch = list.schedules.find((s) => s.name === 'notifications.dispatch');
    assert.equal(dispatch?.every_ms, 5000);
    assert.equal(dispatch?.last_state, 'succeeded');
    assert.ok(dispatch?.next_run_at && Date.parse(dispatch.next_run_at) > Date.now() - 1000);
    const failed = list.jobs.find((j) => j.id === job.id) as Job;
    assert.deepEqual(
      [
        failed.state,
        failed.attempts,
        failed.max_attempts,
        failed.last_error,
        failed.progress,
        failed.can_retry,
        failed.can_cancel,
      ],
      [
        'failed',
        1,
        1,
        'linha 401: CPF inválido',
        { done: 400, total: 1000, message: 'linhas 1–400' },
        true,
        false,
      ],
    );
    assert.equal(list.counts.failed, 1);
    assert.deepEqual(
      (await overview('?state=failed')).jobs.map((j) => j.id),
      [job.id],
    );

    const auditBefore = await lastAuditId(ctx.db);
    const retried = await post(`${job.id}/retry/`);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual([retried.json<Job>().state, retried.json<Job>().attempts], ['queued', 0]);
    const again = await post(`${job.id}/retry/`);
    assert.equal(again.statusCode, 409);
    assert.equal(
      again.json().detail,
      'Só é possível tentar novamente uma tarefa que falhou ou foi cancelada.',
    );
    const rows = await auditRowsAfter(ctx.db, auditBefore);
    assert.deepEqual(
      rows.map((r) => [r.action, r.targetType, r.targetId, r.changes]),
      [['job_retry', 'job', String(job.id), { state: { before: 'failed', after: 'queued' } }]],
    );
    // The retry resumes from the checkpoint and fails again at the same row.
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    assert.equal((await overview()).jobs.find((j) => j.id === job.id)?.state, 'failed');
  });

  test('a stuck run shows as such; cancel stops it (audited), and a finished job cannot be cancelled', async () => {
    const { job } = await ctx.app.jobs.enqueue('test.waiting', {});
    const run = await ctx.app.jobs.runNow(job.id);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const stuck = (await overview()).jobs.find((j) => j.id === job.id);
    assert.deepEqual([stuck?.state, stuck?.stuck, stuck?.can_cancel], ['running', true, true]);
    assert.equal((await overview()).counts.stuck, 1);
    const auditBefore = await lastAuditId(ctx.db);
    const cancelled = await post(`${job.id}/cancel/`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await run?.done;
    const row = (await overview()).jobs.find((j) => j.id === job.id);
    assert.deepEqual([row?.state, row?.stuck, row?.can_retry], ['cancelled', false, true]);
    assert.equal((await post(`${job.id}/cancel/`)).statusCode, 409);
    assert.equal((await post('999999/cancel/')).statusCode, 404);
    const rows = await auditRowsAfter(ctx.db, auditBefore);
    assert.deepEqual(
      rows.map((r) => [r.action, r.targetId]),
      [['job_cancel', String(job.id)]],
    );
    release();
  });
});
