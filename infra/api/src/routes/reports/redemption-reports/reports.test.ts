import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { offers } from '../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { auth, credit, customerToken } from '../../../test/loyalty-helpers.ts';

const REPORT = '/api/v1/reports/redemption-reports/';
const PDF = '/api/v1/reports/redemption-reports/pdf/';

function saoPauloDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return null;
  }
}

describe('redemption reports', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', customer: '' };
  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.customer = await customerToken(ctx.app, ctx.db, fx.c1);
    // A 20 % coupon redeemed by Cliente Um and burned on a purchase of R$ 1.234,56 at D1.
    const [coupon] = await ctx.db
      .insert(offers)
      .values({
        title: 'Cupom de revisão',
        offerType: 'CUPOM_DESCONTO',
        pointsCost: 50,
        discountPercentage: '20.00',
        dealershipId: fx.d1.id,
        validFrom: new Date(Date.now() - 3_600_000),
        validUntil: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: offers.id });
    await credit(ctx.db, fx.c1, 50, fx.d1.id);
    const redeemed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/loyalty/offers/redeem/',
      headers: auth(tokens.customer),
      payload: { offer_id: coupon?.id },
    });
    assert.equal(redeemed.statusCode, 201, redeemed.body);
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/loyalty/vouchers/use/',
      headers: auth(tokens.staff),
      payload: {
        voucher_code: redeemed.json().voucher_code,
        purchase_value: 1234.56,
        reference_code: 'NF-77',
      },
    });
    assert.equal(used.statusCode, 200, used.body);
  });
  after(() => ctx.close());

  test('ADMIN: summary of the six totals and one row per redemption', async () => {
    const res = await getJson(ctx.app, REPORT, tokens.admin);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.summary, {
      total_redemptions: 3,
      total_points_spent: 190,
      total_value_offers: 1234.56,
      total_discounts_applied: 246.91,
      total_value_spent_by_users: 987.65,
      average_discount_percentage: 20,
    });
    const [first] = body.data;
    assert.deepEqual(
      { ...first, redemption_date: typeof first.redemption_date },
      {
        id: first.id,
        redemption: { id: first.id },
        partner: null,
        dealership: { name: 'Concessionária Um' },
        user_redeemed: { full_name: 'Cliente Um' },
        burned_by: { full_name: 'Staff Um' },
        points_spent: 50,
        total_value_offer: 1234.56,
        total_discount_applied: 246.91,
        total_value_spent_by_user: 987.65,
        reference_code: 'NF-77',
        offer_title: 'Cupom de revisão',
        offer_type: 'CUPOM_DESCONTO',
        redemption_date: 'string',
      },
    );
    const cafe = body.data.find((r: { offer_title: string }) => r.offer_title === 'Café grátis');
    assert.deepEqual(
      [cafe.partner, cafe.dealership, cafe.total_value_offer],
      [{ brand_name: 'Parceiro Um' }, null, null],
    );
  });

  test('pages its rows; the summary covers the whole period, not the page', async () => {
    const first = (await getJson(ctx.app, `${REPORT}?page_size=2`, tokens.admin)).json();
    assert.deepEqual(
      [first.count, first.total_pages, first.count_is_exact, first.data.length, first.previous],
      [3, 2, true, 2, null],
    );
    assert.equal(first.next, `${REPORT}?page_size=2&page=2`);
    assert.equal(first.summary.total_redemptions, 3);
    assert.equal(first.summary.total_points_spent, 190);
    const second = (await getJson(ctx.app, first.next, tokens.admin)).json();
    assert.equal(second.data.length, 1);
    assert.deepEqual(second.summary, first.summary);
    const ids = [...first.data, ...second.data].map((row: { id: number }) => row.id);
    assert.equal(new Set(ids).size, 3);
    const past = await getJson(ctx.app, `${REPORT}?page_size=2&page=3`, tokens.admin);
    assert.equal(past.statusCode, 404);
    // The default page is 10 rows; page_size is capped at 100.
    assert.equal((await getJson(ctx.app, `${REPORT}?page_size=500`, tokens.admin)).json().data.length, 3);
  });

  test('filters: partner, dealership, São Paulo calendar days', async () => {
    const byPartner = (await getJson(ctx.app, `${REPORT}?partner_id=${fx.p1.id}`, tokens.admin)).json();
    assert.deepEqual(
      byPartner.data.map((r: { offer_title: string }) => r.offer_title),
      ['Café grátis'],
    );
    const byDealer = (await getJson(ctx.app, `${REPORT}?dealership_id=${fx.d1.id}`, tokens.admin)).json();
    assert.equal(byDealer.summary.total_redemptions, 2);
    const today = saoPauloDay();
    const todays = (
      await getJson(ctx.app, `${REPORT}?date_from=${today}&date_to=${today}`, tokens.admin)
    ).json();
    assert.equal(todays.summary.total_redemptions, 3);
    const yesterday = saoPauloDay(-1);
    const none = (await getJson(ctx.app, `${REPORT}?date_to=${yesterday}`, tokens.admin)).json();
    assert.deepEqual(none.summary, {
      total_redemptions: 0,
      total_points_spent: 0,
      total_value_offers: 0,
      total_discounts_applied: 0,
      total_value_spent_by_users: 0,
      average_discount_percentage: 0,
    });
    assert.deepEqual(none.data, []);
  });

  test('malformed filters → 400 with field errors, never 500', async () => {
    for (const [query, field] of [
      ['date_from=2024-02-30', 'date_from'],
      ['date_to=31/12/2024', 'date_to'],
      ['date_from=2024-05-02&date_to=2024-05-01', 'date_to'],
      ['partner_id=abc', 'partner_id'],
      ['dealership_id=0', 'dealership_id'],
    ] as const) {
      const res = await getJson(ctx.app, `${REPORT}?${query}`, tokens.admin);
      assert.equal(res.statusCode, 400, query);
      assert.ok(Array.isArray(res.json()[field]), query);
    }
  });

  test('scoped: DEALERSHIP its dealership, PARCEIRO its partner; naming another tenant → 403', async () => {
    const staff = (await getJson(ctx.app, REPORT, tokens.staff)).json();
    assert.equal(staff.summary.total_redemptions, 2);
    assert.ok(
      staff.data.every((r: { dealership: { name: string } }) => r.dealership?.name === 'Concessionária Um'),
    );
    assert.equal(
      (await getJson(ctx.app, `${REPORT}?dealership_id=${fx.d1.id}`, tokens.staff)).statusCode,
      200,
    );
    for (const query of [`dealership_id=${fx.d2.id}`, `partner_id=${fx.p1.id}`]) {
      assert.equal((await getJson(ctx.app, `${REPORT}?${query}`, tokens.staff)).statusCode, 403, query);
      assert.equal((await getJson(ctx.app, `${PDF}?${query}`, tokens.staff)).statusCode, 403, query);
    }
    const partner = (await getJson(ctx.app, REPORT, tokens.partner)).json();
    assert.deepEqual(
      partner.data.map((r: { offer_title: string }) => r.offer_title),
      ['Café grátis'],
    );
    for (const query of [`partner_id=${fx.p2.id}`, `dealership_id=${fx.d1.id}`]) {
      assert.equal((await getJson(ctx.app, `${REPORT}?${query}`, tokens.partner)).statusCode, 403, query);
    }
    assert.equal((await getJson(ctx.app, REPORT)).statusCode, 401);
    assert.equal((await getJson(ctx.app, PDF)).statusCode, 401);
    assert.equal((await getJson(ctx.app, REPORT, tokens.customer)).statusCode, 403);
  });

  test('PDF: attachment named by the day, pt-BR totals and rows', async (t) => {
    const res = await getJson(
      ctx.app,
      `${PDF}?dealership_id=${fx.d1.id}&date_from=${saoPauloDay(-7)}`,
      tokens.admin,
    );
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(
      res.headers['content-disposition'],
      `attachment; filename="relatorio_resgates_${saoPauloDay()}.pdf"`,
    );
    assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(res.rawPayload);
    if (text === null) {
      t.skip('pdftotext (poppler-utils) not installed');
      return;
    }
    for (const expected of [
      'Relatório de Resgates',
      'Concessionária: Concessionária Um',
      'R$ 1.234,56',
      'R$ 246,91',
      'R$ 987,65',
      '150 pontos',
      '20,0%',
      'Cupom de revisão',
      'Cliente Um',
      'Staff Um',
      'NF-77',
      'Cupom de Desconto',
    ]) {
      assert.ok(text.includes(expected), `PDF text lacks ${expected}`);
    }
  });

  test('PDF of an empty period and of a scoped user', async () => {
    const empty = await getJson(ctx.app, `${PDF}?date_to=${saoPauloDay(-30)}`, tokens.partner);
    assert.equal(empty.statusCode, 200);
    const text = pdfText(empty.rawPayload);
    if (text !== null) {
      assert.ok(text.includes('Nenhum resgate encontrado'));
      assert.ok(text.includes('Parceiro: Parceiro Um'));
      assert.ok(text.includes('R$ 0,00'));
    }
    const bad = await getJson(ctx.app, `${PDF}?date_from=ontem`, tokens.admin);
    assert.equal(bad.statusCode, 400);
  });
});
