import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { APPROVAL_MESSAGES } from '@fidelidade/contract';
import { and, count, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth, balanceMismatches, balanceOf } from '../../test/loyalty-helpers.ts';
import { insertSecondAdmin, SECOND_ADMIN as SECOND } from '../../test/second-admin.ts';

const API = '/api/v1';

/**
 * A second pair of eyes (docs/security.md, approvals): an adjustment above the threshold waits;
 * another ADMIN approves it (applied once) or rejects it; the requester never decides their own.
 */
describe('approvals/', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', second: '', staff: '' };
  let adminId = 0;
  let secondId = 0;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const adjust = (points: number, token = tokens.admin) =>
    send('POST', `users/${fx.c1}/points-adjustments/`, token, { points, reason: 'Campanha de reconquista' });
  const adjustments = async () => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, fx.c1), eq(s.pointsLedger.kind, 'ADJUSTMENT')));
    return row?.n ?? 0;
  };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    ({ adminId, secondId } = await insertSecondAdmin(ctx.db));
    tokens.second = await accessToken(ctx.app, SECOND.email, SECOND.password);
  });
  after(() => ctx.close());

  test('the threshold: ADMIN sets it (audited); only ADMIN', async () => {
    assert.deepEqual((await send('GET', 'approvals/settings/', tokens.admin)).json(), {
      points_adjustment_threshold: null,
      rule_changes_need_approval: false,
      offer_budget_threshold_points: null,
    });
    const from = await lastAuditId(ctx.db);
    const put = await send('PUT', 'approvals/settings/', tokens.admin, { points_adjustment_threshold: 1000 });
    assert.deepEqual(
      [put.statusCode, put.json().points_adjustment_threshold],
      [200, 1000],
      'fields left out keep their value',
    );
    const [audit] = await auditRowsAfter(ctx.db, from);
    assert.deepEqual([audit?.action, audit?.targetType, audit?.actorId], ['update', 'programme', adminId]);
    assert.deepEqual(audit?.changes.points_adjustment_threshold, { before: null, after: 1000 });
    const staff = await send('PUT', 'approvals/settings/', tokens.staff, { points_adjustment_threshold: 1 });
    assert.equal(staff.statusCode, 403);
    const zero = await send('PUT', 'approvals/settings/', tokens.admin, { points_adjustment_threshold: 0 });
    assert.equal(zero.statusCode, 400);
  });

  test('up to the threshold applies at once; above it waits, nothing applied, the requester is told', async () => {
    const balance = await balanceOf(ctx.db, fx.c1);
    assert.equal((await adjust(1000)).statusCode, 201);
    const entries = await adjustments();
    const from = await lastAuditId(ctx.db);
    const res = await adjust(1001);
    assert.equal(res.statusCode, 202, res.body);
    const body = res.json();
    assert.deepEqual(
      [body.pending_approval, body.points, body.detail],
      [true, 1001, APPROVAL_MESSAGES.waiting],
    );
    assert.equal(APPROVAL_MESSAGES.waiting, 'Aguardando aprovação de outro administrador.');
    assert.equal(await balanceOf(ctx.db, fx.c1), balance + 1000, 'nothing applied');
    assert.equal(await adjustments(), entries);
    const [audit] = await auditRowsAfter(ctx.db, from);
    assert.deepEqual(audit?.changes.approval_request, {
      before: null,
      after: {
        id: body.approval_id,
        points: 1001,
        reason: 'Campanha de reconquista',
        status: 'PENDING',
        threshold: 1000,
      },
    });
    // A large debit waits too.
    assert.equal((await adjust(-1001)).statusCode, 202);
    const list = (await send('GET', 'approvals/', tokens.second)).json();
    assert.equal(list.count, 2);
    assert.deepEqual(
      list.results.map((r: { points: number; requested_by: { id: number } }) => [
        r.points,
        r.requested_by.id,
      ]),
      [
        [-1001, adminId],
        [1001, adminId],
      ],
    );
  });

  test('the requester cannot decide their own: 403 with the reason, nothing changes', async () => {
    const [pending] = (await send('GET', 'approvals/', tokens.admin)).json().results;
    const balance = await balanceOf(ctx.db, fx.c1);
    for (const action of ['approve', 'reject']) {
      const res = await send('POST', `approvals/${pending.id}/${action}/`, tokens.admin, {
        comment: 'Eu mesmo',
      });
      assert.deepEqual([res.statusCode, res.json()], [403, { detail: APPROVAL_MESSAGES.ownRequest }]);
    }
    assert.equal(await balanceOf(ctx.db, fx.c1), balance);
    assert.equal((await send('GET', 'approvals/', tokens.admin)).json().count, 2);
  });

  test('another ADMIN approves: applied exactly once, even when approved twice at the same time', async () => {
    const { results } = (await send('GET', 'approvals/?status=PENDING', tokens.second)).json();
    const credit = results.find((r: { points: number }) => r.points === 1001);
    const balance = await balanceOf(ctx.db, fx.c1);
    const entries = await adjustments();
    const from = await lastAuditId(ctx.db);
    const answers = await Promise.all([
      send('POST', `approvals/${credit.id}/approve/`, tokens.second, { comment: 'Conferido' }),
      send('POST', `approvals/${credit.id}/approve/`, tokens.second, {}),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    assert.deepEqual(answers.find((a) => a.statusCode === 409)?.json(), {
      detail: APPROVAL_MESSAGES.decided,
    });
    assert.equal(await balanceOf(ctx.db, fx.c1), balance + 1001);
    assert.equal(await adjustments(), entries + 1);
    const [entry] = await ctx.db
      .select()
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, fx.c1), eq(s.pointsLedger.points, 1001)));
    assert.equal(entry?.createdById, adminId, 'the ledger names who asked');
    const audits = await auditRowsAfter(ctx.db, from);
    assert.equal(audits.length, 1);
    assert.deepEqual(
      [audits[0]?.action, audits[0]?.targetType, audits[0]?.targetId, audits[0]?.actorId],
      ['update', 'approval_request', String(credit.id), secondId],
    );
    assert.deepEqual(audits[0]?.changes.status, { before: 'PENDING', after: 'APPROVED' });
    const approved = (await send('GET', 'approvals/?status=APPROVED', tokens.admin)).json();
    assert.deepEqual(
      [approved.count, approved.results[0].decided_by, approved.results[0].decision_comment],
      [1, { id: secondId, full_name: 'Segunda Administradora' }, 'Conferido'],
    );
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });

  test('reject needs a comment; rejected, nothing is applied; decided ones cannot change', async () => {
    const [debit] = (await send('GET', 'approvals/', tokens.second)).json().results;
    const balance = await balanceOf(ctx.db, fx.c1);
    const bare = await send('POST', `approvals/${debit.id}/reject/`, tokens.second, { comment: '   ' });
    assert.deepEqual([bare.statusCode, bare.json()], [400, { comment: [APPROVAL_MESSAGES.commentMissing] }]);
    const ok = await send('POST', `approvals/${debit.id}/reject/`, tokens.second, {
      comment: 'Sem justificativa',
    });
    assert.deepEqual([ok.statusCode, ok.json()], [200, { detail: APPROVAL_MESSAGES.rejected }]);
    assert.equal(await balanceOf(ctx.db, fx.c1), balance);
    const again = await send('POST', `approvals/${debit.id}/approve/`, tokens.second, {});
    assert.deepEqual([again.statusCode, again.json()], [409, { detail: APPROVAL_MESSAGES.decided }]);
    assert.equal((await send('GET', 'approvals/', tokens.admin)).json().count, 0);
    const unknown = await send('POST', 'approvals/999999/approve/', tokens.second, {});
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, { detail: APPROVAL_MESSAGES.notFound }]);
  });

  test('an approval that would take the balance below zero is refused and stays pending', async () => {
    const balance = await balanceOf(ctx.db, fx.c1);
    const waiting = await adjust(-(balance + 5000));
    assert.equal(waiting.statusCode, 202);
    const id = waiting.json().approval_id;
    const res = await send('POST', `approvals/${id}/approve/`, tokens.second, {});
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /saldo negativo/);
    assert.equal((await send('GET', 'approvals/', tokens.admin)).json().count, 1);
    assert.equal(await balanceOf(ctx.db, fx.c1), balance);
    // No threshold: every adjustment applies at once again.
    await send('PUT', 'approvals/settings/', tokens.admin, { points_adjustment_threshold: null });
    assert.equal((await adjust(5000)).statusCode, 201);
  });
});
