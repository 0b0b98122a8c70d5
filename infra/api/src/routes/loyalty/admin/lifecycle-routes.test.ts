import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../db/schema/index.ts';
import { creditPoints } from '../../../services/points/batch-credit.ts';
import { readProgrammeSettings } from '../../../services/points/programme-settings.ts';
import { auditRowsAfter, lastAuditId } from '../../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  sessionAccess,
  type TestContext,
} from '../../../test/helpers.ts';
import { balanceMismatches, batchMismatches } from '../../../test/loyalty-helpers.ts';

const API = '/api/v1';
const DAY = 86_400_000;

describe('points lifecycle routes', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '', partner: '' };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, payload, headers: { authorization: `Bearer ${token}` } });

  before(async () => {
    ctx = await createTestContext({ POINTS_JOBS_INTERVAL_MS: 0 });
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  test('programme settings: ADMIN reads and changes them (audited); others are refused; bad values are 400s', async () => {
    const read = await call('GET', 'loyalty/admin/programme/', t.admin);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().validity_months, null, 'no expiry by default');
    assert.equal(read.json().point_value, '0.05');
    const since = await lastAuditId(ctx.db);
    const body = {
      validity_months: 12,
      pending_days_service: 7,
      pending_days_purchase: 30,
      pending_days_manual: 0,
      reminder_days: 30,
      point_value: '0.10',
      burn_reversal_hours: 24,
    };
    const saved = await call('PUT', 'loyalty/admin/programme/', t.admin, body);
    assert.equal(saved.statusCode, 200, saved.body);
    const { updated_at: _at, updated_by: _by, ...stored } = saved.json<Record<string, unknown>>();
    assert.deepEqual(stored, body);
    assert.equal(saved.json().updated_by, 'Admin Teste');
    const [audit] = await auditRowsAfter(ctx.db, since);
    assert.equal(audit?.targetType, 'programme');
    assert.ok(audit?.changes && 'validity_months' in audit.changes);
    for (const token of [t.staff, t.partner])
      assert.equal((await call('PUT', 'loyalty/admin/programme/', token, body)).statusCode, 403);
    const bad = await call('PUT', 'loyalty/admin/programme/', t.admin, {
      ...body,
      validity_months: 0,
      point_value: '0,10',
    });
    assert.equal(bad.statusCode, 400);
    assert.ok('validity_months' in bad.json() || 'point_value' in bad.json(), bad.body);
    await call('PUT', 'loyalty/admin/programme/', t.admin, {
      ...body,
      pending_days_service: 0,
      point_value: '0.05',
    });
  });

  test("a customer's points and batches, scoped like the customer page; the customer app's balance", async () => {
    const settings = await readProgrammeSettings(ctx.db);
    const now = new Date();
    await ctx.db.transaction((tx) =>
      creditPoints(
        tx,
        [
          {
            userId: fx.c1,
            source: 'SERVICE',
            points: 40,
            earnedAt: new Date(now.getTime() - 11.5 * 30 * DAY),
            description: 'Revisão',
          },
          { userId: fx.c1, source: 'MERCHANDISE', points: 25, earnedAt: now, description: 'Pneus' },
        ],
        settings,
        now,
      ),
    );
    const points = await call('GET', `users/${fx.c1}/points/`, t.admin);
    assert.equal(points.statusCode, 200, points.body);
    const body = points.json();
    assert.equal(body.pending, 25, 'a purchase waits 30 days');
    assert.ok(body.available >= 40);
    assert.ok(body.expiring >= 40, 'the old service expires within the 30-day window');
    assert.equal(body.next_expiry.points >= 40, true);
    const batches = await call('GET', `users/${fx.c1}/points-batches/`, t.admin);
    assert.equal(batches.statusCode, 200);
    const states = batches
      .json()
      .results.map((b: { state: string; source: string }) => `${b.source}:${b.state}`);
    assert.ok(states.includes('MERCHANDISE:pending') && states.includes('SERVICE:available'), states.join());
    assert.equal(
      (await call('GET', `users/${fx.c3}/points/`, t.staff)).statusCode,
      404,
      "another dealership's customer",
    );
    const c1Token = await sessionAccess(ctx.app, { id: fx.c1, userType: 'CLIENTE', sessionVersion: 0 });
    const mine = await getJson(ctx.app, `${API}/loyalty/points/`, c1Token);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(Object.keys(mine.json()).sort(), ['available', 'next_expiry', 'pending']);
    assert.equal(mine.json().pending, 25);
    assert.equal((await getJson(ctx.app, `${API}/loyalty/points/`, t.admin)).statusCode, 403);
  });

  test('liability: points and R$ in the scope; equals the batches; period validated', async () => {
    const all = await call('GET', 'loyalty/admin/liability/', t.admin);
    assert.equal(all.statusCode, 200, all.body);
    const [live] = await ctx.db
      .select({ n: s.pointsBatches.remaining })
      .from(s.pointsBatches)
      .where(eq(s.pointsBatches.userId, fx.c1));
    assert.ok(live);
    const rows = await ctx.db.select().from(s.pointsBatches);
    const outstanding = rows.filter((b) => b.releasedAt).reduce((sum, b) => sum + b.remaining, 0);
    const pending = rows.filter((b) => !b.releasedAt).reduce((sum, b) => sum + b.remaining, 0);
    assert.equal(all.json().points.outstanding, outstanding);
    assert.equal(all.json().points.pending, pending);
    assert.equal(all.json().value.outstanding, Math.round(outstanding * 5) / 100);
    const staff = await call('GET', 'loyalty/admin/liability/', t.staff);
    assert.equal(staff.statusCode, 200);
    assert.ok(staff.json().points.outstanding <= outstanding);
    const bad = await call(
      'GET',
      'loyalty/admin/liability/?date_from=2026-12-31&date_to=2026-01-01',
      t.admin,
    );
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });

  test('a rule edit with a date: history kept, in force from then on, audited; only ADMIN', async () => {
    const [rule] = await ctx.db
      .insert(s.pointsRules)
      .values({ name: 'Serviços', transactionTypeKey: 'TEST_SERVICE', weight: '0.1000' })
      .returning();
    const id = rule?.id ?? 0;
    const future = new Date(Date.now() + 10 * DAY).toISOString();
    const edit = await call('PUT', `loyalty/admin/rules/${id}/`, t.admin, {
      name: 'Serviços (novo peso)',
      weight: 0.15,
      is_active: true,
      effective_from: future,
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().weight, 0.1, 'not in force before its date');
    const list = await call('GET', 'loyalty/admin/rules/pontuation/', t.admin);
    const listed = list.json().results.find((r: { id: number }) => r.id === id);
    assert.equal(listed.next_change.weight, 0.15);
    const now = await call('PUT', `loyalty/admin/rules/${id}/`, t.admin, {
      name: 'Serviços',
      weight: 0.12,
      is_active: true,
    });
    assert.equal(now.json().weight, 0.12, 'an edit without a date is in force at once');
    const versions = await call('GET', `loyalty/admin/rules/${id}/versions/`, t.staff);
    assert.equal(versions.statusCode, 200);
    assert.deepEqual(
      versions.json().map((v: { weight: number }) => v.weight),
      [0.15, 0.12, 0.1],
    );
    assert.equal(
      (await call('PUT', `loyalty/admin/rules/${id}/`, t.staff, { name: 'x', weight: 1, is_active: true }))
        .statusCode,
      403,
    );
    assert.equal(
      (
        await call('PUT', 'loyalty/admin/rules/2147483647/', t.admin, {
          name: 'x',
          weight: 1,
          is_active: true,
        })
      ).statusCode,
      404,
    );
  });

  test('Cancelar resgate gives the points back with their dates; Estornar uso within the window, with a reason', async () => {
    const before = (await ctx.db.select().from(s.users).where(eq(s.users.id, fx.c1)))[0]?.pointsBalance ?? 0;
    const [offer] = await ctx.db
      .insert(s.offers)
      .values({
        title: 'Lavagem',
        offerType: 'GIFT',
        pointsCost: 30,
        dealershipId: fx.d1.id,
        validFrom: new Date(Date.now() - DAY),
        validUntil: new Date(Date.now() + 30 * DAY),
        maxRedemptions: null,
      })
      .returning();
    const redeemed = await ctx.app.vouchersRepository.redeem(fx.c1, offer?.id ?? 0);
    assert.equal(redeemed.balance, before - 30);
    const reason = { reason: 'Cliente desistiu' };
    const cancel = await call(
      'POST',
      `loyalty/admin/redemptions/${redeemed.voucher.id}/cancel/`,
      t.staff,
      reason,
    );
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal(cancel.json().status, 'cancelado');
    const after = (await ctx.db.select().from(s.users).where(eq(s.users.id, fx.c1)))[0]?.pointsBalance;
    assert.equal(after, before, 'points back');
    const refunds = await ctx.db.select().from(s.pointsBatches).where(eq(s.pointsBatches.source, 'REFUND'));
    assert.ok(
      refunds.length > 0 && refunds.every((b) => b.originBatchId !== null),
      'tied to the original batches',
    );
    // In the history the refund comes after the redemption it gives back, dated when it was made,
    // however old the points it returns.
    const history = await call('GET', `users/${fx.c1}/points-history/?page_size=2`, t.admin);
    const [refund, redemption] = history.json<{ results: Array<{ kind: string; created_at: string }> }>()
      .results;
    assert.deepEqual(
      [refund?.kind, redemption?.kind],
      ['REFUND', 'REDEMPTION'],
      'newest first: the refund, then the redemption',
    );
    assert.ok(Date.parse(refund?.created_at ?? '') >= Date.parse(redemption?.created_at ?? ''));
    assert.ok(
      refunds.every((b) => b.earnedAt.getTime() <= Date.parse(refund?.created_at ?? '')),
      'the batches keep their earlier earn dates',
    );
    const again = await call(
      'POST',
      `loyalty/admin/redemptions/${redeemed.voucher.id}/cancel/`,
      t.admin,
      reason,
    );
    assert.equal(again.statusCode, 400);
    const burnCancelled = await call('POST', 'loyalty/vouchers/use/', t.admin, {
      voucher_code: redeemed.voucher.voucherCode,
    });
    assert.equal(burnCancelled.statusCode, 400, 'a cancelled voucher cannot be burned');

    const second = await ctx.app.vouchersRepository.redeem(fx.c1, offer?.id ?? 0);
    const code = second.voucher.voucherCode;
    assert.equal(
      (await call('POST', 'loyalty/vouchers/use/', t.admin, { voucher_code: code })).statusCode,
      200,
    );
    const short = await call('POST', 'loyalty/vouchers/reverse-use/', t.admin, {
      voucher_code: code,
      reason: 'x',
    });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(Object.keys(short.json()), ['reason']);
    const reversed = await call('POST', 'loyalty/vouchers/reverse-use/', t.admin, {
      voucher_code: code,
      reason: 'Baixa por engano',
    });
    assert.equal(reversed.statusCode, 200, reversed.body);
    assert.equal(reversed.json().status, 'pendente');
    assert.equal(reversed.json().total_value_offer, null);
    assert.equal(
      (await call('POST', 'loyalty/vouchers/use/', t.admin, { voucher_code: code })).statusCode,
      200,
      'burned again',
    );
    // Past the window: 0 hours.
    await ctx.db
      .update(s.programmeSettings)
      .set({ burnReversalHours: 0 })
      .where(eq(s.programmeSettings.id, 1));
    const late = await call('POST', 'loyalty/vouchers/reverse-use/', t.admin, {
      voucher_code: code,
      reason: 'Tarde demais',
    });
    assert.equal(late.statusCode, 400);
    assert.match(late.json().detail, /O prazo para estornar o uso terminou \(0 horas/);
    await ctx.db
      .update(s.programmeSettings)
      .set({ burnReversalHours: 24 })
      .where(eq(s.programmeSettings.id, 1));
    const audits = await auditRowsAfter(ctx.db, 0);
    assert.ok(audits.some((a) => a.action === 'cancel' && a.targetType === 'voucher'));
    assert.ok(audits.some((a) => a.action === 'reverse' && a.targetType === 'voucher'));
    assert.deepEqual(await batchMismatches(ctx.db), []);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });
});
