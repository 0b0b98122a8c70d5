import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { maskCpf } from '@fidelidade/contract/cpf';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { bulkHandler } from '../../services/bulk/bulk-run.ts';
import type { JobContext, StepOutcome, Tx } from '../../services/jobs/job-types.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth, balanceMismatches, balanceOf, batchMismatches } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';

describe('bulk actions: count, confirm, a job run with progress, one audit row, per-target rules', () => {
  let ctx: TestContext;
  let admin = '';
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let event: number[] = [];

  /** `n` customers named `<name> <i>` at dealership D1. */
  const customers = async (name: string, n: number, firstCpf: number) => {
    const rows = await ctx.db
      .insert(s.users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          cpf: String(firstCpf + i),
          fullName: `${name} ${i + 1}`,
          email: `${name.toLowerCase().replace(/\W/g, '')}${i}@massa.com.br`,
          userType: 'CLIENTE' as const,
          dealershipId: fx.d1.id,
        })),
      )
      .returning({ id: s.users.id });
    return rows.map((r) => r.id);
  };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    event = await customers('Evento Sábado', 300, 30_000_000_000);
  });
  after(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const finished = async (id: number) => {
    await ctx.app.jobs.idle();
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    return (await call('GET', `bulk-actions/${id}/`)).json();
  };

  test('a credit of 300 filtered customers: the count confirmed, each history, one audit row', async () => {
    const selection = { list: 'points', filter: { search: 'Evento Sábado' } };
    const counted = await call('POST', 'bulk-actions/count/', { selection });
    assert.equal(counted.statusCode, 200, counted.body);
    assert.equal(counted.json().count, 300);

    const body = {
      selection,
      action: 'credit',
      points: 150,
      reason: 'Evento de sábado',
      expected_count: 300,
    };
    const stale = await call('POST', 'bulk-actions/', { ...body, expected_count: 299 });
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().detail, /A lista mudou: agora são 300 usuários/);
    const missing = await call('POST', 'bulk-actions/', { ...body, points: undefined, reason: ' ' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(Object.keys(missing.json()).sort(), ['points', 'reason']);

    const started = await call('POST', 'bulk-actions/', body);
    assert.equal(started.statusCode, 202, started.body);
    assert.equal(started.json().total, 300);
    const done = await finished(started.json().id);
    assert.equal(done.state, 'succeeded');
    assert.deepEqual(done.progress, { done: 300, total: 300 });
    assert.equal(done.applied, 300);
    assert.equal(done.skipped, 0);
    assert.ok(done.finished_at);

    const entries = await ctx.db
      .select({ userId: s.pointsLedger.userId, points: s.pointsLedger.points, reason: s.pointsLedger.reason })
      .from(s.pointsLedger)
      .where(and(inArray(s.pointsLedger.userId, event), eq(s.pointsLedger.kind, 'ADJUSTMENT')));
    assert.equal(entries.length, 300);
    assert.ok(entries.every((e) => e.points === 150 && e.reason === 'Evento de sábado'));
    const history = (await call('GET', `users/${event[7]}/points-history/`)).json();
    assert.equal(history.results[0].reason, 'Evento de sábado');
    assert.equal(await balanceOf(ctx.db, event[7] as number), 150);

    const audits = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'bulk_credit'));
    assert.equal(audits.length, 1);
    assert.equal(audits[0]?.targetType, 'bulk_action');
    assert.equal(audits[0]?.targetId, String(done.id));
    const targets = audits[0]?.changes.target_ids?.after as number[];
    assert.deepEqual(
      [...targets].sort((a, b) => a - b),
      [...event].sort((a, b) => a - b),
    );
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });

  test('a debit of ticked rows: a balance too low is skipped with its reason, never below zero', async () => {
    const [rich, poor] = event as [number, number];
    await call('POST', `users/${rich}/points-adjustments/`, { points: 100, reason: 'Bônus' });
    const body = {
      selection: { list: 'points', ids: [rich, poor] },
      action: 'debit',
      points: 200,
      reason: 'Estorno do evento',
      expected_count: 2,
    };
    const done = await finished((await call('POST', 'bulk-actions/', body)).json().id);
    assert.equal(done.applied, 1);
    assert.deepEqual(done.skipped_samples, [
      { user_id: poor, reason: 'Saldo insuficiente (saldo: 150 pontos).' },
    ]);
    assert.equal(await balanceOf(ctx.db, rich), 50);
    assert.equal(await balanceOf(ctx.db, poor), 150);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });

  test('no way around approvals: points above the threshold per customer are refused, none written', async () => {
    const put = (points: number | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${API}/approvals/settings/`,
        headers: auth(admin),
        payload: { points_adjustment_threshold: points },
      });
    assert.equal((await put(1000)).statusCode, 200);
    const [first] = (await customers('Limite Aprovação', 1, 31_000_000_000)) as [number];
    const before = await balanceOf(ctx.db, first);
    const body = {
      selection: { list: 'points', ids: [first] },
      action: 'credit',
      points: 1001,
      reason: 'Campanha grande',
      expected_count: 1,
    };
    const refused = await call('POST', 'bulk-actions/', body);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      points: [
        'Ajustes de mais de 1.000 pontos precisam da aprovação de outro administrador: faça-os um a um, na página do cliente.',
      ],
    });
    const [made] = await ctx.db
      .select({ n: count() })
      .from(s.bulkActions)
      .where(eq(s.bulkActions.points, 1001));
    assert.equal(made?.n, 0);
    const atThreshold = await call('POST', 'bulk-actions/', { ...body, points: 1000 });
    assert.equal(atThreshold.statusCode, 202, atThreshold.body);
    await finished(atThreshold.json().id);
    assert.equal(await balanceOf(ctx.db, first), before + 1000);
    assert.equal((await put(null)).statusCode, 200);
  });

  test('per object: ticked ids outside the list are not counted; admins and staff never get points', async () => {
    // The points list holds customers only: an admin's id ticked there is not a target.
    const admins = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.admin));
    const adminId = admins[0]?.id as number;
    const counted = await call('POST', 'bulk-actions/count/', {
      selection: { list: 'points', ids: [adminId, event[2]] },
    });
    assert.equal(counted.json().count, 1);
    // On the users list the admin is a target, and deactivation skips it (as the single toggle refuses).
    const ids = [adminId, fx.c1, fx.c2];
    const done = await finished(
      (
        await call('POST', 'bulk-actions/', {
          selection: { list: 'users', ids },
          action: 'deactivate',
          expected_count: 3,
        })
      ).json().id,
    );
    assert.equal(done.applied, 1);
    assert.deepEqual(done.skipped_samples.map((x: { reason: string }) => x.reason).sort(), [
      'Administradores não são alterados por ações em massa.',
      'Já estava inativo.',
    ]);
    const [c1] = await ctx.db.select({ active: s.users.isActive }).from(s.users).where(eq(s.users.id, fx.c1));
    assert.equal(c1?.active, false);
    // Points on the users list: only customers get them.
    const credit = await finished(
      (
        await call('POST', 'bulk-actions/', {
          selection: { list: 'users', ids: [adminId, fx.c3] },
          action: 'credit',
          points: 10,
          reason: 'Teste',
          expected_count: 2,
        })
      ).json().id,
    );
    assert.equal(credit.applied, 1);
    assert.equal(credit.skipped_samples[0].reason, 'Não é cliente: pontos só para clientes.');
    // Non-admins: the users list is not theirs to count, nor points theirs to give (their one bulk
    // action, adding their customers to an audience, is in marketing/audience-members.test.ts).
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal(
      (await call('POST', 'bulk-actions/count/', { selection: { list: 'users' } }, staff)).statusCode,
      403,
    );
    const points = {
      selection: { list: 'points', ids: [fx.c1] },
      action: 'credit',
      points: 1,
      reason: 'Teste',
    };
    assert.equal(
      (await call('POST', 'bulk-actions/', { ...points, expected_count: 1 }, staff)).statusCode,
      403,
    );
  });

  test('export: a CSV of the filtered users with masked CPFs, streamed when done', async () => {
    const body = {
      selection: { list: 'users', filter: { search: 'Evento Sábado' } },
      action: 'export',
      expected_count: 300,
    };
    const started = await call('POST', 'bulk-actions/', body);
    assert.equal(started.statusCode, 202, started.body);
    const done = await finished(started.json().id);
    assert.equal(done.has_file, true);
    const file = await call('GET', `bulk-actions/${done.id}/file/`);
    assert.equal(file.statusCode, 200);
    assert.match(file.headers['content-type'] as string, /text\/csv/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 301);
    assert.equal(lines[0], 'Nome;CPF;E-mail;Tipo;Saldo;Status');
    assert.ok(file.body.includes(maskCpf('30000000000')));
    assert.ok(!file.body.includes('30000000000'));
    const credit = (await call('GET', 'bulk-actions/'))
      .json()
      .results.find((b: { action: string }) => b.action === 'credit');
    assert.equal((await call('GET', `bulk-actions/${credit.id}/file/`)).statusCode, 400);
  });

  test('resumable: a run stopped after a chunk goes on from its checkpoint, no target twice', async () => {
    const many = await customers('Retomada Lote', 2500, 40_000_000_000);
    const [bulk] = await ctx.db
      .insert(s.bulkActions)
      .values({
        list: 'points',
        action: 'credit',
        points: 7,
        reason: 'Retomada',
        targetIds: many,
        createdById: null,
      })
      .returning();
    assert.ok(bulk);
    // A stand-in for the engine: each step commits its work and checkpoint together; the first run
    // dies (as a kill -9 would) before its second chunk commits.
    let checkpoint: unknown = null;
    const run = (failAt: number | null) => {
      let steps = 0;
      const context = {
        payload: { bulkId: bulk.id },
        step: async <T>(work: (tx: Tx, saved: unknown) => Promise<StepOutcome<T>>) =>
          ctx.db.transaction(async (tx) => {
            const out = await work(tx, checkpoint);
            if (++steps === failAt) throw new Error('kill -9');
            checkpoint = out.checkpoint;
            return out;
          }),
      } as unknown as JobContext<{ bulkId: number }>;
      return bulkHandler(ctx.db)(context);
    };
    await assert.rejects(run(2), /kill -9/);
    const [half] = await ctx.db
      .select({ n: count() })
      .from(s.pointsBatches)
      .where(like(s.pointsBatches.externalId, `bulk:${bulk.id}:%`));
    assert.equal(half?.n, 1000);
    await run(null);
    const [all] = await ctx.db
      .select({ n: count() })
      .from(s.pointsBatches)
      .where(like(s.pointsBatches.externalId, `bulk:${bulk.id}:%`));
    assert.equal(all?.n, 2500);
    const [row] = await ctx.db.select().from(s.bulkActions).where(eq(s.bulkActions.id, bulk.id));
    assert.equal(row?.applied, 2500);
    assert.ok(row?.finishedAt);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });
});
