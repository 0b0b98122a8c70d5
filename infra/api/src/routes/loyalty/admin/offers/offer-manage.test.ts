import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { offers } from '../../../../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../../../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../../test/helpers.ts';
import { auth, credit, customerToken } from '../../../../test/loyalty-helpers.ts';

const ADMIN = '/api/v1/loyalty/admin/offers/';
const HOUR = 3_600_000;

/** Managing existing offers: read one, activate/deactivate, and the scope of PUT and DELETE. */
describe('offer management (GET one, toggle-status, scope of PUT/DELETE)', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', c1: '' };
  const offer = { d1: 0, d2: 0, s1: 0 };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    const valid = { validFrom: new Date(Date.now() - HOUR), validUntil: new Date(Date.now() + 48 * HOUR) };
    const rows = await ctx.db
      .insert(offers)
      .values([
        {
          title: 'Lavagem da Um',
          offerType: 'GIFT',
          pointsCost: 5,
          dealershipId: fx.d1.id,
          maxRedemptions: null,
          displayLogo: 'https://exemplo.com.br/logo.png',
          itemImage: 'https://exemplo.com.br/item.png',
          ...valid,
        },
        { title: 'Revisão da Dois', offerType: 'GIFT', pointsCost: 5, dealershipId: fx.d2.id, ...valid },
        {
          title: 'Brinde da Loja Um',
          offerType: 'GIFT',
          pointsCost: 5,
          partnerLocationId: fx.s1.id,
          ...valid,
        },
      ])
      .returning({ id: offers.id });
    for (const [i, key] of (['d1', 'd2', 's1'] as const).entries()) offer[key] = rows[i]?.id ?? 0;
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.c1 = await customerToken(ctx.app, ctx.db, fx.c1);
    await credit(ctx.db, fx.c1, 100, fx.d1.id);
  });
  after(() => ctx.close());

  const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const toggle = (id: number, token: string, payload: object) =>
    send('PATCH', `${ADMIN}${id}/toggle-status/`, token, payload);
  const isActive = async (id: number) =>
    (await ctx.db.select({ a: offers.isActive }).from(offers).where(eq(offers.id, id)))[0]?.a;

  describe('GET loyalty/admin/offers/{id}/', () => {
    test('the list row, both image URLs included', async () => {
      const res = await getJson(ctx.app, `${ADMIN}${offer.d1}/`, tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      const listed = (await getJson(ctx.app, `${ADMIN}list/?search=Lavagem da Um`, tokens.admin)).json();
      assert.deepEqual(body, listed.results[0]);
      assert.equal(body.display_logo, 'https://exemplo.com.br/logo.png');
      assert.equal(body.item_image, 'https://exemplo.com.br/item.png');
      assert.equal(body.dealership_name, 'Concessionária Um');
    });

    test('scoped: DEALERSHIP its dealership, PARCEIRO its stores; others and unknown ids 404', async () => {
      const status = async (id: number, token: string) =>
        (await getJson(ctx.app, `${ADMIN}${id}/`, token)).statusCode;
      assert.deepEqual(
        [await status(offer.d1, tokens.staff), await status(offer.d2, tokens.staff)],
        [200, 404],
      );
      assert.equal(await status(offer.s1, tokens.staff), 404);
      assert.deepEqual(
        [await status(offer.s1, tokens.partner), await status(offer.d1, tokens.partner)],
        [200, 404],
      );
      const unknown = await getJson(ctx.app, `${ADMIN}999999/`, tokens.admin);
      assert.deepEqual([unknown.statusCode, unknown.json()], [404, { detail: 'Não encontrado.' }]);
      assert.equal((await getJson(ctx.app, `${ADMIN}${offer.d1}/`)).statusCode, 401);
      assert.equal((await getJson(ctx.app, `${ADMIN}${offer.d1}/`, tokens.c1)).statusCode, 403);
      assert.equal((await getJson(ctx.app, `${ADMIN}abc/`, tokens.admin)).statusCode, 400);
    });
  });

  describe('PATCH loyalty/admin/offers/{id}/toggle-status/', () => {
    test('deactivating hides the offer from customers and refuses their redeem; audited', async () => {
      const mark = await lastAuditId(ctx.db);
      const off = await toggle(offer.d1, tokens.staff, { is_active: false });
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(off.json().is_active, false);
      assert.equal(off.json().id, offer.d1);
      const [row] = await auditRowsAfter(ctx.db, mark);
      assert.deepEqual(
        [row?.action, row?.targetType, row?.targetId, row?.changes],
        ['update', 'offer', String(offer.d1), { is_active: { before: true, after: false } }],
      );
      const visible = (await getJson(ctx.app, '/api/v1/loyalty/offers/?page_size=100', tokens.c1)).json();
      assert.ok(!visible.results.some((o: { id: number }) => o.id === offer.d1));
      const redeem = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/loyalty/offers/redeem/',
        headers: auth(tokens.c1),
        payload: { offer_id: offer.d1 },
      });
      assert.deepEqual(
        [redeem.statusCode, redeem.json()],
        [400, { detail: 'Oferta indisponível ou fora do período de validade.' }],
      );
      const on = await toggle(offer.d1, tokens.staff, { is_active: true });
      assert.equal(on.json().is_active, true);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/loyalty/offers/redeem/',
        headers: auth(tokens.c1),
        payload: { offer_id: offer.d1 },
      });
      assert.equal(again.statusCode, 201, again.body);
    });

    test("another dealership's or partner's offer is 404 and stays as it was", async () => {
      for (const [id, token] of [
        [offer.d2, tokens.staff],
        [offer.s1, tokens.staff],
        [offer.d1, tokens.partner],
      ] as const) {
        const res = await toggle(id, token, { is_active: false });
        assert.equal(res.statusCode, 404, `${id}`);
        assert.equal(await isActive(id), true);
      }
      assert.equal((await toggle(offer.s1, tokens.partner, { is_active: false })).statusCode, 200);
      assert.equal((await toggle(offer.d2, tokens.admin, { is_active: false })).statusCode, 200);
    });

    test('a body without a boolean is_active is 400; customers 403', async () => {
      for (const payload of [{}, { is_active: 'talvez' }]) {
        const res = await toggle(offer.d1, tokens.admin, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.ok(Array.isArray(res.json().is_active), res.body);
      }
      assert.equal((await toggle(offer.d1, tokens.c1, { is_active: false })).statusCode, 403);
    });
  });

  describe('PUT and DELETE stay within the scope', () => {
    test("a DEALERSHIP cannot edit or delete another dealership's offer; a PARCEIRO a dealership's", async () => {
      const form = {
        title: 'Tomada',
        offer_type: 'GIFT',
        points_cost: 1,
        valid_from: new Date(Date.now() - HOUR).toISOString(),
        valid_until: new Date(Date.now() + HOUR).toISOString(),
        dealership: fx.d1.id,
      };
      assert.equal((await send('PUT', `${ADMIN}${offer.d2}/`, tokens.staff, form)).statusCode, 404);
      assert.equal((await send('DELETE', `${ADMIN}${offer.d2}/`, tokens.staff)).statusCode, 404);
      assert.equal((await send('DELETE', `${ADMIN}${offer.d1}/`, tokens.partner)).statusCode, 404);
      const titles = await ctx.db.select({ title: offers.title }).from(offers).where(eq(offers.id, offer.d2));
      assert.deepEqual(titles, [{ title: 'Revisão da Dois' }]);
      assert.equal((await getJson(ctx.app, `${ADMIN}${offer.d1}/`, tokens.admin)).statusCode, 200);
    });

    test('an offer with redemptions cannot be deleted: 400 suggesting to deactivate it', async () => {
      const res = await send('DELETE', `${ADMIN}${offer.d1}/`, tokens.staff);
      assert.deepEqual(
        [res.statusCode, res.json()],
        [400, { detail: 'Esta promoção possui resgates e não pode ser excluída. Você pode desativá-la.' }],
      );
      assert.equal(await isActive(offer.d1), true, 'still there');
    });
  });
});
