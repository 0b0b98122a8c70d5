import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  sessionAccess,
  type TestContext,
} from '../../test/helpers.ts';
import { auth, balanceMismatches, batchMismatches, credit } from '../../test/loyalty-helpers.ts';
import { dealershipOfferForm } from '../../test/offer-form.ts';

const ADMIN = '/api/v1/loyalty/admin/offers/';
const REDEEM = '/api/v1/loyalty/offers/redeem/';
const CUSTOMER_LIST = '/api/v1/loyalty/offers/?page_size=100';
const BUDGETS = '/api/v1/loyalty/admin/place-budgets/';
const DAY = 86_400_000;

/** Budgets and limits of offers (docs/architecture.md §5, "Budgets"), and offers for an audience. */
describe('offer budgets, per-customer caps, place budgets and offers for an audience', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '', partner: '' };
  /** Customers of D1 with points and a token each. */
  const customers: Array<{ id: number; token: string }> = [];

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const redeem = (offerId: number, token: string) => send('POST', REDEEM, token, { offer_id: offerId });
  const offerForm = (extra: Record<string, unknown> = {}) => dealershipOfferForm(fx.d1.id, extra);
  const createOffer = async (extra: Record<string, unknown> = {}, token = t.admin) => {
    const res = await send('POST', ADMIN, token, offerForm(extra));
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const adminOffer = async (id: number) => (await getJson(ctx.app, `${ADMIN}${id}/`, t.admin)).json();
  const redemptionsOf = async (offerId: number) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(s.redemptions)
        .where(and(eq(s.redemptions.offerId, offerId), isNull(s.redemptions.cancelledAt)))
    )[0]?.n ?? 0;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    let cpf = 40_000_000_000;
    const rows = await ctx.db
      .insert(s.users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          cpf: String(cpf++),
          fullName: `Cliente Orçamento ${i}`,
          dealershipId: fx.d1.id,
        })),
      )
      .returning({ id: s.users.id });
    for (const row of rows) {
      await credit(ctx.db, row.id, 1000, fx.d1.id);
      customers.push({
        id: row.id,
        token: await sessionAccess(ctx.app, { id: row.id, userType: 'CLIENTE', sessionVersion: 0 }),
      });
    }
    // Their points as batches (as the migration opened the balances that came before batches).
    await ctx.db.execute(sql`select points_open_batches()`);
  });
  after(() => ctx.close());

  test('a budget of 100 redemptions under 50 concurrent customers gives exactly 100; then Esgotada', async () => {
    const offer = await createOffer({ budget_redemptions: 100 });
    assert.equal(offer.budget_redemptions, 100);
    assert.equal(offer.remaining_redemptions, 100);
    assert.equal(offer.sold_out, false);
    // Every customer tries three times at once: 150 attempts for 100 redemptions.
    const answers = await Promise.all(
      customers.flatMap((c) => [0, 1, 2].map(() => redeem(offer.id, c.token))),
    );
    const codes = answers.map((a) => a.statusCode);
    assert.equal(
      codes.filter((c) => c === 201).length,
      100,
      JSON.stringify(answers.find((a) => a.statusCode >= 500)?.body),
    );
    assert.equal(codes.filter((c) => c === 400).length, 50);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      assert.deepEqual(refused.json(), { detail: 'Oferta esgotada.' });
    assert.equal(await redemptionsOf(offer.id), 100);

    const shown = await adminOffer(offer.id);
    assert.deepEqual([shown.used_redemptions, shown.remaining_redemptions, shown.sold_out], [100, 0, true]);
    const listed = (
      await getJson(ctx.app, `${ADMIN}list/?search=${encodeURIComponent(offer.title)}`, t.admin)
    ).json();
    assert.equal(listed.results[0].sold_out, true);
    // Customers no longer see it; the books still balance.
    const visible = (await getJson(ctx.app, CUSTOMER_LIST, customers[0]?.token)).json();
    assert.ok(!visible.results.some((o: { id: number }) => o.id === offer.id));
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);

    // Only ADMIN raises it; it is redeemable again at once.
    const staffRaise = await send('PATCH', `${ADMIN}${offer.id}/budget/`, t.staff, {
      budget_redemptions: 110,
    });
    assert.equal(staffRaise.statusCode, 403);
    const raised = await send('PATCH', `${ADMIN}${offer.id}/budget/`, t.admin, { budget_redemptions: 101 });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.deepEqual([raised.json().remaining_redemptions, raised.json().sold_out], [1, false]);
    assert.equal((await redeem(offer.id, customers[0]?.token as string)).statusCode, 201);
    assert.equal((await adminOffer(offer.id)).sold_out, true);
    const bad = await send('PATCH', `${ADMIN}${offer.id}/budget/`, t.admin, {
      budget_redemptions: 0,
      budget_amount: 1.234,
    });
    assert.deepEqual(bad.json(), {
      budget_redemptions: ['O total de resgates deve ser um número inteiro de pelo menos 1.'],
      budget_amount: ['O orçamento em reais deve ser maior que zero.'],
    });
  });

  test('a DEALERSHIP sets a budget with its offer but cannot raise or remove it afterwards', async () => {
    const offer = await createOffer({ budget_redemptions: 5, budget_points: 50 }, t.staff);
    const put = (extra: Record<string, unknown>) =>
      send('PUT', `${ADMIN}${offer.id}/`, t.staff, offerForm({ title: offer.title, ...extra }));
    const raise = await put({ budget_redemptions: 6, budget_points: '' });
    assert.equal(raise.statusCode, 400);
    const message = 'Somente um administrador pode aumentar ou remover o orçamento de uma promoção.';
    assert.deepEqual(raise.json(), { budget_redemptions: [message], budget_points: [message] });
    const lower = await put({ budget_redemptions: 4, budget_points: 50 });
    assert.equal(lower.statusCode, 200, lower.body);
    assert.equal(lower.json().budget_redemptions, 4);
  });

  test('points and R$ budgets; a cancelled redemption gives its share back', async () => {
    const offer = await createOffer({
      points_cost: 10,
      budget_points: 25,
      budget_amount: '100,00',
      redemption_cost: '30',
    });
    assert.equal(offer.budget_amount, '100.00');
    assert.equal(offer.redemption_cost, '30.00');
    const [a, b, c] = customers.slice(10, 13);
    assert.equal((await redeem(offer.id, a?.token as string)).statusCode, 201);
    const second = await redeem(offer.id, b?.token as string);
    assert.equal(second.statusCode, 201);
    assert.deepEqual((await redeem(offer.id, c?.token as string)).json(), { detail: 'Oferta esgotada.' });
    let shown = await adminOffer(offer.id);
    assert.deepEqual(
      [shown.used_points, shown.remaining_points, shown.used_amount, shown.remaining_amount, shown.sold_out],
      [20, 5, '60.00', '40.00', true],
    );
    // The staff cancels the second voucher: its points and its budget share come back.
    const voucherId = second.json().id;
    const cancel = await send('POST', `/api/v1/loyalty/admin/redemptions/${voucherId}/cancel/`, t.admin, {
      reason: 'Teste',
    });
    assert.ok([200, 201].includes(cancel.statusCode), cancel.body);
    shown = await adminOffer(offer.id);
    assert.deepEqual([shown.used_points, shown.used_amount, shown.sold_out], [10, '30.00', false]);
    assert.equal((await redeem(offer.id, c?.token as string)).statusCode, 201);
  });

  test('per customer per day: the cap counts the São Paulo day; a message names it', async () => {
    const offer = await createOffer({ customer_limit: 2, customer_limit_period: 'DAY' });
    const who = customers[20]?.token as string;
    assert.equal((await redeem(offer.id, who)).statusCode, 201);
    assert.equal((await redeem(offer.id, who)).statusCode, 201);
    const third = await redeem(offer.id, who);
    assert.deepEqual(
      [third.statusCode, third.json()],
      [400, { detail: 'Limite de resgates desta oferta atingido: 2 por dia por cliente.' }],
    );
    // Yesterday's redemptions do not count.
    await ctx.db
      .update(s.redemptions)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(s.redemptions.offerId, offer.id));
    assert.equal((await redeem(offer.id, who)).statusCode, 201);
    // Another customer has its own count.
    assert.equal((await redeem(offer.id, customers[21]?.token as string)).statusCode, 201);
  });

  test('the form’s limits: pt-BR messages, a cap needs its period', async () => {
    const res = await send(
      'POST',
      ADMIN,
      t.admin,
      offerForm({
        budget_redemptions: 0,
        budget_points: -1,
        budget_amount: 'abc',
        customer_limit: 3,
        customer_limit_period: 'YEAR',
      }),
    );
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.deepEqual(body.budget_redemptions, [
      'O total de resgates deve ser um número inteiro de pelo menos 1.',
    ]);
    assert.deepEqual(body.budget_points, [
      'O orçamento em pontos deve ser um número inteiro de pelo menos 1.',
    ]);
    assert.ok(body.budget_amount?.length === 1, JSON.stringify(body));
    assert.deepEqual(body.customer_limit_period, [
      'Escolha o período do limite por cliente: por dia, por semana ou por mês.',
    ]);
  });

  test('a place budget (a store, per month) stops every offer there; scoped reads; ADMIN only writes', async () => {
    const store = fx.s1.id;
    const created = await send('POST', BUDGETS, t.admin, {
      location_type: 'partner',
      partner_location_id: store,
      period: 'MONTH',
      max_redemptions: 2,
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().place_name, 'Loja Um');
    const again = await send('POST', BUDGETS, t.admin, {
      location_type: 'partner',
      partner_location_id: store,
      period: 'TOTAL',
      max_points: 10,
    });
    assert.deepEqual(again.json(), {
      non_field_errors: ['Este local já tem um orçamento. Edite o existente.'],
    });
    assert.equal(
      (
        await send('POST', BUDGETS, t.partner, {
          location_type: 'partner',
          partner_location_id: store,
          period: 'MONTH',
          max_redemptions: 9,
        })
      ).statusCode,
      403,
    );
    const none = await send('POST', BUDGETS, t.admin, {
      location_type: 'dealership',
      dealership_id: fx.d2.id,
      period: 'MONTH',
    });
    assert.deepEqual(none.json(), {
      non_field_errors: ['Informe pelo menos um limite: resgates, pontos ou valor em reais.'],
    });

    const [o1, o2] = await Promise.all([
      createOffer({ location_type: 'partner', partner_location: store, dealership: '' }),
      createOffer({ location_type: 'partner', partner_location: store, dealership: '' }),
    ]);
    const [x, y, z] = customers.slice(30, 33);
    assert.equal((await redeem(o1.id, x?.token as string)).statusCode, 201);
    assert.equal((await redeem(o2.id, y?.token as string)).statusCode, 201);
    assert.deepEqual((await redeem(o1.id, z?.token as string)).json(), {
      detail: 'O orçamento de ofertas deste local para este mês acabou.',
    });
    const partnerView = (await getJson(ctx.app, BUDGETS, t.partner)).json();
    assert.equal(partnerView.length, 1);
    assert.deepEqual([partnerView[0].used_redemptions, partnerView[0].exhausted], [2, true]);
    assert.deepEqual((await getJson(ctx.app, BUDGETS, t.staff)).json(), [], 'not D1’s');
    // Raised by ADMIN: the store's offers are redeemable again.
    const raised = await send('PUT', `${BUDGETS}${created.json().id}/`, t.admin, {
      location_type: 'partner',
      partner_location_id: store,
      period: 'MONTH',
      max_redemptions: 3,
    });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal((await redeem(o1.id, z?.token as string)).statusCode, 201);
    assert.equal((await send('DELETE', `${BUDGETS}${created.json().id}/`, t.admin)).statusCode, 204);
  });

  describe('an offer for an audience', () => {
    let audienceId = 0;
    let offerId = 0;
    const member = () => customers[40] as { id: number; token: string };
    const outsider = () => customers[41] as { id: number; token: string };

    before(async () => {
      // Members: the customers born in March (only `member` is).
      await ctx.db.update(s.users).set({ birthDate: '1990-03-10' }).where(eq(s.users.id, member().id));
      const res = await send('POST', '/api/v1/marketing/audiences/', t.staff, {
        name: 'Março',
        rules: {
          combinator: 'and',
          groups: [{ combinator: 'and', rules: [{ field: 'birthday_month', op: 'in', values: [3] }] }],
        },
      });
      audienceId = res.json().id;
    });

    test('invisible and unredeemable to a non-member; a member sees and redeems it', async () => {
      const offer = await createOffer({ audience: audienceId }, t.staff);
      offerId = offer.id;
      assert.deepEqual([offer.audience_id, offer.audience_name], [audienceId, 'Março']);
      const sees = async (token: string) =>
        (await getJson(ctx.app, CUSTOMER_LIST, token))
          .json()
          .results.some((o: { id: number }) => o.id === offerId);
      assert.equal(await sees(outsider().token), false);
      assert.equal(
        (await getJson(ctx.app, `/api/v1/loyalty/offers/${offerId}/`, outsider().token)).statusCode,
        404,
      );
      const refused = await redeem(offerId, outsider().token);
      assert.deepEqual([refused.statusCode, refused.json()], [404, { detail: 'Oferta não encontrada.' }]);
      assert.equal(await sees(member().token), true);
      assert.equal((await redeem(offerId, member().token)).statusCode, 201);
    });

    test('membership is checked again at redemption: a customer who left the audience is refused', async () => {
      await ctx.db.update(s.users).set({ birthDate: '1990-04-10' }).where(eq(s.users.id, member().id));
      assert.equal((await redeem(offerId, member().token)).statusCode, 404);
    });

    test('an audience the user may not use is refused; an audience in use by an offer cannot be deleted', async () => {
      const foreign = await send('POST', '/api/v1/marketing/audiences/', t.admin, {
        name: 'Do admin',
        rules: {
          combinator: 'and',
          groups: [{ combinator: 'and', rules: [{ field: 'status', op: 'active' }] }],
        },
      });
      const res = await send('POST', ADMIN, t.staff, offerForm({ audience: foreign.json().id }));
      assert.deepEqual([res.statusCode, res.json()], [400, { audience: ['Público não encontrado.'] }]);
      const del = await send('DELETE', `/api/v1/marketing/audiences/${audienceId}/`, t.staff);
      assert.equal(del.statusCode, 400);
      assert.match(
        del.json().detail,
        /^Este público está em uso pela promoção "Oferta \w+" e não pode ser excluído/,
      );
    });
  });
});
