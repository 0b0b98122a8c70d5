import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ApprovalRequest } from '@fidelidade/contract';
import { APPROVAL_MESSAGES } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth } from '../../test/loyalty-helpers.ts';
import { dealershipOfferForm } from '../../test/offer-form.ts';
import { insertSecondAdmin, SECOND_ADMIN } from '../../test/second-admin.ts';

const API = '/api/v1';

/**
 * The second pair of eyes beyond adjustments (docs/security.md, approvals): a points rule's edit
 * and an offer's budget above the threshold wait for another ADMIN; nothing applies before.
 */
describe('approvals of rule changes and offer budgets', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', second: '' };
  let adminId = 0;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const pending = async (kind: ApprovalRequest['kind']) =>
    ((await send('GET', 'approvals/', t.second)).json().results as ApprovalRequest[]).filter(
      (row) => row.kind === kind,
    );
  const decide = (id: number, action: 'approve' | 'reject', token = t.second) =>
    send('POST', `approvals/${id}/${action}/`, token, action === 'reject' ? { comment: 'Alto demais' } : {});
  const offerForm = (extra: Record<string, unknown> = {}) =>
    dealershipOfferForm(fx.d1.id, { points_cost: 100, ...extra });
  const offer = async (id: number) => (await send('GET', `loyalty/admin/offers/${id}/`, t.admin)).json();

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    ({ adminId } = await insertSecondAdmin(ctx.db));
    t.second = await accessToken(ctx.app, SECOND_ADMIN.email, SECOND_ADMIN.password);
  });
  after(() => ctx.close());

  test("a rule's edit waits when the programme asks; the second ADMIN's approval saves it as the requester's", async () => {
    const [rule] = await ctx.db
      .insert(s.pointsRules)
      .values({ name: 'Revisões', transactionTypeKey: 'TEST_REVIEW', weight: '0.1000' })
      .returning();
    const id = rule?.id ?? 0;
    const edit = { name: 'Revisões', weight: 0.25, is_active: true };
    assert.equal(
      (await send('PUT', `loyalty/admin/rules/${id}/`, t.admin, edit)).statusCode,
      200,
      'off: at once',
    );
    const on = await send('PUT', 'approvals/settings/', t.admin, { rule_changes_need_approval: true });
    assert.equal(on.json().rule_changes_need_approval, true);

    const asked = await send('PUT', `loyalty/admin/rules/${id}/`, t.admin, { ...edit, weight: 2 });
    assert.equal(asked.statusCode, 202, asked.body);
    assert.equal(asked.json().detail, APPROVAL_MESSAGES.ruleWaiting);
    const [kept] = await ctx.db.select().from(s.pointsRules).where(eq(s.pointsRules.id, id));
    assert.equal(Number(kept?.weight), 0.25, 'nothing applies before the approval');
    const [request] = await pending('POINTS_RULE');
    assert.equal(request?.summary, 'Regra "Revisões": peso 0,2500 → 2,0000; a partir da aprovação.');
    assert.equal(request?.customer, null);

    assert.equal((await decide(request?.id ?? 0, 'approve', t.admin)).statusCode, 403, 'never your own');
    const approved = await decide(request?.id ?? 0, 'approve');
    assert.deepEqual([approved.statusCode, approved.json().detail], [200, APPROVAL_MESSAGES.approvedChange]);
    const [now] = await ctx.db.select().from(s.pointsRules).where(eq(s.pointsRules.id, id));
    assert.equal(Number(now?.weight), 2);
    const versions = await ctx.db
      .select()
      .from(s.pointsRuleVersions)
      .where(eq(s.pointsRuleVersions.ruleId, id));
    assert.ok(versions.some((v) => Number(v.weight) === 2 && v.createdById === adminId));
    assert.equal((await decide(request?.id ?? 0, 'approve')).statusCode, 409, 'applied once');

    const again = await send('PUT', `loyalty/admin/rules/${id}/`, t.admin, { ...edit, weight: 3 });
    const [second] = await pending('POINTS_RULE');
    assert.equal((await decide(again.json().approval_id, 'reject')).statusCode, 200);
    assert.equal(second?.id, again.json().approval_id);
    const [unchanged] = await ctx.db.select().from(s.pointsRules).where(eq(s.pointsRules.id, id));
    assert.equal(Number(unchanged?.weight), 2, 'a rejected edit changes nothing');
    await send('PUT', 'approvals/settings/', t.admin, { rule_changes_need_approval: false });
  });

  test('a new offer above the budget threshold stays inactive until approved; it cannot be switched on before', async () => {
    await send('PUT', 'approvals/settings/', t.admin, { offer_budget_threshold_points: 10_000 });
    const small = await send('POST', 'loyalty/admin/offers/', t.admin, offerForm({ budget_redemptions: 50 }));
    assert.deepEqual([small.json().is_active, small.json().awaiting_approval], [true, false], '5.000 points');

    const created = await send('POST', 'loyalty/admin/offers/', t.admin, offerForm());
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    assert.deepEqual(
      [created.json().is_active, created.json().awaiting_approval],
      [false, true],
      'unlimited',
    );
    const on = await send('PATCH', `loyalty/admin/offers/${id}/toggle-status/`, t.admin, { is_active: true });
    assert.deepEqual([on.statusCode, on.json().detail], [400, APPROVAL_MESSAGES.offerPendingActivation]);
    const [request] = (await pending('OFFER_BUDGET')).filter((row) =>
      row.summary?.includes(created.json().title),
    );
    assert.match(request?.summary ?? '', /sem limite de pontos em resgates; fica inativa até a aprovação/);

    assert.equal((await decide(request?.id ?? 0, 'approve')).statusCode, 200);
    assert.deepEqual([(await offer(id)).is_active, (await offer(id)).awaiting_approval], [true, false]);
  });

  test("raising a live offer's budget above the threshold keeps the old budget until approved", async () => {
    await send('PUT', 'approvals/settings/', t.admin, { offer_budget_threshold_points: 10_000 });
    const created = await send('POST', 'loyalty/admin/offers/', t.admin, offerForm({ budget_points: 5000 }));
    const id = created.json().id;
    const raise = await send('PATCH', `loyalty/admin/offers/${id}/budget/`, t.admin, {
      budget_points: 50_000,
    });
    assert.equal(raise.statusCode, 200, raise.body);
    assert.deepEqual([raise.json().budget_points, raise.json().awaiting_approval], [5000, true]);
    const lower = await send('PATCH', `loyalty/admin/offers/${id}/budget/`, t.admin, { budget_points: 4000 });
    assert.equal(lower.json().budget_points, 4000, 'lowering never waits');

    const [request] = (await pending('OFFER_BUDGET')).filter((row) =>
      row.summary?.includes(created.json().title),
    );
    assert.match(request?.summary ?? '', /orçamento de 5\.000 pontos → 50\.000 pontos/);
    assert.equal((await decide(request?.id ?? 0, 'reject')).statusCode, 200);
    assert.equal((await offer(id)).budget_points, 4000, 'rejected: nothing applied');

    await send('PATCH', `loyalty/admin/offers/${id}/budget/`, t.admin, { budget_points: 20_000 });
    const [next] = (await pending('OFFER_BUDGET')).filter((row) =>
      row.summary?.includes(created.json().title),
    );
    assert.equal((await decide(next?.id ?? 0, 'approve')).statusCode, 200);
    assert.deepEqual([(await offer(id)).budget_points, (await offer(id)).awaiting_approval], [20_000, false]);
  });
});
