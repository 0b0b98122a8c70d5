import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { offers, pointsLedger, redemptions } from '../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { auth, balanceMismatches, balanceOf, credit, customerToken } from '../../../test/loyalty-helpers.ts';

const REDEEM = '/api/v1/loyalty/offers/redeem/';
const VOUCHERS = '/api/v1/loyalty/vouchers/';
const USE = '/api/v1/loyalty/vouchers/use/';
const HOUR = 3_600_000;

/** ISO weekday (1–7) of tomorrow in Brasília. */
function tomorrowIsoDow(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  const today = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
  return (today % 7) + 1;
}

describe('redeem and vouchers', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', c1: '', c3: '' };
  const offer = { coupon: 0, expired: 0, inactive: 0, window: 0, store2: 0, limited: 0 };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    const now = Date.now();
    const valid = { validFrom: new Date(now - 24 * HOUR), validUntil: new Date(now + 24 * HOUR) };
    const rows = await ctx.db
      .insert(offers)
      .values([
        {
          title: 'Cupom 20% na revisão',
          offerType: 'CUPOM_DESCONTO',
          pointsCost: 50,
          discountPercentage: '20.00',
          maxRedemptions: 2,
          dealershipId: fx.d1.id,
          ...valid,
        },
        {
          title: 'Expirada',
          offerType: 'GIFT',
          pointsCost: 1,
          dealershipId: fx.d1.id,
          validFrom: new Date(now - 48 * HOUR),
          validUntil: new Date(now - 24 * HOUR),
        },
        {
          title: 'Inativa',
          offerType: 'GIFT',
          pointsCost: 1,
          isActive: false,
          dealershipId: fx.d1.id,
          ...valid,
        },
        {
          title: 'Só amanhã',
          offerType: 'TIME_LIMITED',
          pointsCost: 1,
          timeRestricted: true,
          validDays: [tomorrowIsoDow()],
          dealershipId: fx.d1.id,
          ...valid,
        },
        {
          title: 'Brinde da Loja Dois',
          offerType: 'GIFT',
          pointsCost: 10,
          partnerLocationId: fx.s2.id,
          ...valid,
        },
        {
          title: 'Uma por cliente',
          offerType: 'GIFT',
          pointsCost: 5,
          maxRedemptions: 1,
          dealershipId: fx.d2.id,
          ...valid,
        },
      ])
      .returning({ id: offers.id });
    const ids = rows.map((r) => r.id);
    for (const [i, key] of (
      ['coupon', 'expired', 'inactive', 'window', 'store2', 'limited'] as const
    ).entries())
      offer[key] = ids[i] ?? 0;
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.c1 = await customerToken(ctx.app, ctx.db, fx.c1);
    tokens.c3 = await customerToken(ctx.app, ctx.db, fx.c3);
  });
  after(() => ctx.close());

  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
  const ledgerCount = async (userId: number) =>
    (await ctx.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)))[0]?.n;

  describe('POST loyalty/offers/redeem/', () => {
    test('201: voucher code, ledger debit with the offer ids, balance updated — all together', async () => {
      const before = await balanceOf(ctx.db, fx.c1);
      const res = await post(REDEEM, { offer_id: offer.coupon }, tokens.c1);
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.match(body.voucher_code, /^[A-HJ-NP-Z2-9]{10}$/);
      assert.deepEqual(
        [
          body.offer_id,
          body.points_spent,
          body.is_used,
          body.status,
          body.points_balance,
          body.dealership_id,
        ],
        [offer.coupon, 50, false, 'pendente', before - 50, fx.d1.id],
      );
      const [entry] = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.redemptionId, body.id));
      assert.equal(entry?.points, -50);
      assert.equal(entry?.kind, 'REDEMPTION');
      assert.equal(entry?.description, 'Resgate de oferta: Cupom 20% na revisão (50 pontos)');
      assert.equal(entry?.dealershipId, fx.d1.id);
      assert.equal(entry?.offerId, offer.coupon);
      assert.equal(await balanceOf(ctx.db, fx.c1), before - 50);
      assert.deepEqual(await balanceMismatches(ctx.db), []);
    });

    test('insufficient balance → 400 and neither ledger nor balance changes', async () => {
      const [balance, entries] = [await balanceOf(ctx.db, fx.c1), await ledgerCount(fx.c1)];
      assert.ok(balance < 100, `balance ${balance}`);
      const kit = (await ctx.db.select().from(offers).where(eq(offers.title, 'Kit de limpeza')))[0];
      const res = await post(REDEEM, { offer_id: kit?.id }, tokens.c1);
      assert.deepEqual([res.statusCode, res.json()], [400, { detail: 'Saldo de pontos insuficiente.' }]);
      assert.equal(await balanceOf(ctx.db, fx.c1), balance);
      assert.equal(await ledgerCount(fx.c1), entries);
    });

    test('per-customer limit → 400 Limite de resgates desta oferta atingido.', async () => {
      await credit(ctx.db, fx.c1, 200, fx.d1.id);
      assert.equal((await post(REDEEM, { offer_id: offer.coupon }, tokens.c1)).statusCode, 201);
      const third = await post(REDEEM, { offer_id: offer.coupon }, tokens.c1);
      assert.deepEqual(
        [third.statusCode, third.json()],
        [400, { detail: 'Limite de resgates desta oferta atingido.' }],
      );
      assert.deepEqual(await balanceMismatches(ctx.db), []);
    });

    test('expired, inactive, outside its weekdays → 400; unknown → 404; malformed → 400', async () => {
      for (const id of [offer.expired, offer.inactive]) {
        const res = await post(REDEEM, { offer_id: id }, tokens.c1);
        assert.deepEqual(
          [res.statusCode, res.json()],
          [400, { detail: 'Oferta indisponível ou fora do período de validade.' }],
        );
      }
      const window = await post(REDEEM, { offer_id: offer.window }, tokens.c1);
      assert.deepEqual(
        [window.statusCode, window.json()],
        [400, { detail: 'Oferta fora do horário ou dia da semana permitido.' }],
      );
      const unknown = await post(REDEEM, { offer_id: 999999 }, tokens.c1);
      assert.deepEqual([unknown.statusCode, unknown.json()], [404, { detail: 'Oferta não encontrada.' }]);
      for (const payload of [{}, { offer_id: 'abc' }, { offer_id: -1 }, { offer_id: 1e15 }]) {
        const res = await post(REDEEM, payload, tokens.c1);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.ok(Array.isArray(res.json().offer_id));
      }
    });

    test('anonymous 401; back-office tokens 403', async () => {
      assert.equal((await post(REDEEM, { offer_id: offer.coupon })).statusCode, 401);
      for (const token of [tokens.admin, tokens.staff, tokens.partner]) {
        assert.equal((await post(REDEEM, { offer_id: offer.coupon }, token)).statusCode, 403);
      }
    });

    test('concurrent redeems of the last allowed redemption: exactly one succeeds', async () => {
      await credit(ctx.db, fx.c3, 100, fx.d2.id);
      const before = await balanceOf(ctx.db, fx.c3);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => post(REDEEM, { offer_id: offer.limited }, tokens.c3)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [201, 400, 400, 400, 400]);
      const [made] = await ctx.db
        .select({ n: count() })
        .from(redemptions)
        .where(and(eq(redemptions.userId, fx.c3), eq(redemptions.offerId, offer.limited)));
      assert.equal(made?.n, 1);
      assert.equal(await balanceOf(ctx.db, fx.c3), before - 5);
      assert.deepEqual(await balanceMismatches(ctx.db), []);
    });

    test('concurrent redeems never overdraw the balance', async () => {
      const balance = await balanceOf(ctx.db, fx.c3);
      const n = Math.floor(balance / 10) + 3;
      const results = await Promise.all(
        Array.from({ length: n }, () => post(REDEEM, { offer_id: offer.store2 }, tokens.c3)),
      );
      const ok = results.filter((r) => r.statusCode === 201).length;
      assert.equal(ok, Math.floor(balance / 10));
      assert.equal(await balanceOf(ctx.db, fx.c3), balance - ok * 10);
      assert.deepEqual(await balanceMismatches(ctx.db), []);
    });
  });

  describe('GET loyalty/vouchers/', () => {
    test('a customer sees only its own vouchers', async () => {
      const res = await getJson(ctx.app, `${VOUCHERS}?page_size=100`, tokens.c1);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.ok(body.count >= 3);
      assert.ok(body.results.every((v: { user_id: number }) => v.user_id === fx.c1));
      const pending = (await getJson(ctx.app, `${VOUCHERS}?status=pendente`, tokens.c1)).json();
      assert.ok(pending.results.every((v: { is_used: boolean }) => !v.is_used));
    });

    test('each status filter right after another answers its own status (one prepared shape each)', async () => {
      for (const status of ['utilizado', 'pendente', 'cancelado', 'utilizado', 'pendente']) {
        const res = await getJson(ctx.app, `${VOUCHERS}?status=${status}&page_size=100`, tokens.admin);
        assert.equal(res.statusCode, 200);
        const statuses = new Set(res.json().results.map((v: { status: string }) => v.status));
        assert.ok(
          [...statuses].every((shown) => shown === status),
          `${status}: ${[...statuses]}`,
        );
      }
    });

    test('back-office is scoped: ADMIN all, DEALERSHIP its dealership, PARCEIRO its stores', async () => {
      const all = (await getJson(ctx.app, `${VOUCHERS}?page_size=100`, tokens.admin)).json();
      const [total] = await ctx.db.select({ n: count() }).from(redemptions);
      assert.equal(all.count, total?.n);
      const staff = (await getJson(ctx.app, `${VOUCHERS}?page_size=100`, tokens.staff)).json();
      assert.ok(staff.count > 0);
      assert.ok(staff.results.every((v: { dealership_id: number }) => v.dealership_id === fx.d1.id));
      const partner = (await getJson(ctx.app, `${VOUCHERS}?page_size=100`, tokens.partner)).json();
      assert.deepEqual(
        partner.results.map((v: { partner_location_id: number }) => v.partner_location_id),
        [fx.s1.id],
      );
    });

    test('anonymous 401; bad status 400; inactive customers cannot sign in', async () => {
      assert.equal((await getJson(ctx.app, VOUCHERS)).statusCode, 401);
      assert.equal((await getJson(ctx.app, `${VOUCHERS}?status=x`, tokens.c1)).statusCode, 400);
      const nonStaff = await customerToken(ctx.app, ctx.db, fx.c2).catch((err: Error) => err.message);
      // The wrong-password answer, right password or not: it never confirms an inactive account's.
      assert.match(
        String(nonStaff),
        /401 .*CPF\/email ou senha inválidos/,
        'inactive customers cannot sign in',
      );
    });
  });

  describe('POST loyalty/vouchers/use/', () => {
    async function pendingVoucher(token: string, offerId: number): Promise<string> {
      const res = await post(REDEEM, { offer_id: offerId }, token);
      assert.equal(res.statusCode, 201, res.body);
      return res.json().voucher_code;
    }

    test('DEALERSHIP burns its own voucher with a purchase value: 20 % discount recorded', async () => {
      await credit(ctx.db, fx.c1, 50, fx.d1.id);
      const code = (await getJson(ctx.app, `${VOUCHERS}?status=pendente&search=Cupom`, tokens.c1)).json()
        .results[0].voucher_code;
      const res = await post(
        USE,
        {
          voucher_code: code.toLowerCase(),
          dealership_id: fx.d1.id,
          purchase_value: '250.50',
          reference_code: 'NF-1',
        },
        tokens.staff,
      );
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.is_used, true);
      assert.equal(body.status, 'utilizado');
      assert.ok(body.used_at);
      assert.deepEqual(body.burned_by, { id: body.burned_by.id, full_name: 'Staff Um' });
      assert.deepEqual(
        [
          body.total_value_offer,
          body.total_discount_applied,
          body.total_value_spent_by_user,
          body.reference_code,
        ],
        [250.5, 50.1, 200.4, 'NF-1'],
      );
      const again = await post(USE, { voucher_code: code, dealership_id: fx.d1.id }, tokens.staff);
      assert.equal(again.statusCode, 400);
      assert.match(
        again.json().detail,
        /^Este voucher já foi utilizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Staff Um\.$/,
      );
    });

    test('without a purchase value the points are worth R$ 0,05 each; a gift is a 100 % discount', async () => {
      await credit(ctx.db, fx.c3, 10);
      const code = await pendingVoucher(tokens.c3, offer.store2);
      const res = await post(USE, { voucher_code: code }, tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(
        [body.total_value_offer, body.total_discount_applied, body.total_value_spent_by_user],
        [0.5, 0.5, 0],
      );
    });

    test('cross-tenant: another dealership’s voucher is 403 saying so, naming another dealership is 403', async () => {
      await credit(ctx.db, fx.c3, 50, fx.d2.id);
      const d2Offer = (
        await ctx.db
          .insert(offers)
          .values({
            title: 'Oferta da Dois',
            offerType: 'GIFT',
            pointsCost: 5,
            dealershipId: fx.d2.id,
            validFrom: new Date(Date.now() - HOUR),
            validUntil: new Date(Date.now() + HOUR),
          })
          .returning({ id: offers.id })
      )[0]?.id as number;
      const code = await pendingVoucher(tokens.c3, d2Offer);
      const otherStore = { detail: 'Este voucher pertence a outra loja e não pode ser validado aqui.' };
      const other = await post(USE, { voucher_code: code }, tokens.staff);
      assert.deepEqual([other.statusCode, other.json()], [403, otherStore]);
      const named = await post(USE, { voucher_code: code, dealership_id: fx.d2.id }, tokens.staff);
      assert.equal(named.statusCode, 403);
      const partner = await post(USE, { voucher_code: code }, tokens.partner);
      assert.deepEqual([partner.statusCode, partner.json()], [403, otherStore]);
      const wrongPlace = await post(USE, { voucher_code: code, dealership_id: fx.d1.id }, tokens.admin);
      assert.equal(wrongPlace.statusCode, 400);
      assert.ok(Array.isArray(wrongPlace.json().dealership_id));
      const staffList = (await getJson(ctx.app, `${VOUCHERS}?search=${code}`, tokens.staff)).json();
      assert.equal(staffList.count, 0, 'DEALERSHIP cannot read it either');
      const ok = await post(USE, { voucher_code: code, dealership_id: fx.d2.id }, tokens.admin);
      assert.equal(ok.statusCode, 200);
    });

    test('unknown code 404; malformed input 400; customer and anonymous refused', async () => {
      const unknown = await post(USE, { voucher_code: 'NAOEXISTE1' }, tokens.admin);
      assert.deepEqual([unknown.statusCode, unknown.json()], [404, { detail: 'Voucher não encontrado.' }]);
      for (const payload of [
        {},
        { voucher_code: '' },
        { voucher_code: 'X', dealership_id: 'abc' },
        { voucher_code: 'X', purchase_value: '12,50' },
        { voucher_code: 'X', purchase_value: -3 },
      ]) {
        const res = await post(USE, payload, tokens.admin);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
      assert.equal((await post(USE, { voucher_code: 'X' })).statusCode, 401);
      assert.equal((await post(USE, { voucher_code: 'X' }, tokens.c1)).statusCode, 403);
    });

    test('ledger sums still equal every cached balance', async () => {
      assert.deepEqual(await balanceMismatches(ctx.db), []);
    });
  });
});
