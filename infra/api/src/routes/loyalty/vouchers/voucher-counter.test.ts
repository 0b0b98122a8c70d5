import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../db/schema/index.ts';
import { voucherUsedMessage } from '../../../domain/voucher-messages.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { auth } from '../../../test/loyalty-helpers.ts';

const USE = '/api/v1/loyalty/vouchers/use/';
const VOUCHERS = '/api/v1/loyalty/vouchers/';

/** The counter's answers on POST vouchers/use/ and the staff filters of GET vouchers/. */
describe('voucher counter: used vouchers, concurrent burns, list filters', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '' };
  let offerD1 = 0;

  async function pendingD1(userId = fx.c1): Promise<string> {
    const code = randomBytes(5).toString('hex').toUpperCase();
    await ctx.db
      .insert(s.redemptions)
      .values({ offerId: offerD1, userId, pointsSpent: 5, voucherCode: code, dealershipId: fx.d1.id });
    return code;
  }
  const burn = (code: string, token: string) =>
    ctx.app.inject({ method: 'POST', url: USE, headers: auth(token), payload: { voucher_code: code } });

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    const [offer] = await ctx.db
      .insert(s.offers)
      .values({
        title: 'Polimento de faróis',
        offerType: 'GIFT',
        pointsCost: 5,
        dealershipId: fx.d1.id,
        validFrom: new Date(Date.now() - 3_600_000),
        validUntil: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: s.offers.id });
    offerD1 = offer?.id as number;
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  test('already used: 400 saying when (São Paulo time) and by whom', async () => {
    const code = await pendingD1();
    const first = await burn(code, tokens.staff);
    assert.equal(first.statusCode, 200, first.body);
    const again = await burn(code, tokens.admin);
    const expected = voucherUsedMessage(new Date(first.json().used_at), 'Staff Um');
    assert.deepEqual([again.statusCode, again.json()], [400, { detail: expected }]);
    assert.match(
      expected,
      /^Este voucher já foi utilizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Staff Um\.$/,
    );
  });

  test("the burner's account gone: 'por outro usuário'", async () => {
    const code = await pendingD1();
    assert.equal((await burn(code, tokens.staff)).statusCode, 200);
    await ctx.db.update(s.redemptions).set({ burnedById: null }).where(eq(s.redemptions.voucherCode, code));
    const again = await burn(code, tokens.staff);
    assert.match(again.json().detail, /por outro usuário\.$/);
  });

  test('concurrent burns of one voucher: exactly one succeeds, the others say it was used', async () => {
    const code = await pendingD1();
    const results = await Promise.all(
      [tokens.staff, tokens.admin, tokens.staff, tokens.admin, tokens.staff].map((t) => burn(code, t)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    assert.equal(ok.length, 1);
    const refused = results.filter((r) => r.statusCode !== 200);
    assert.ok(
      refused.every(
        (r) => r.statusCode === 400 && /^Este voucher já foi utilizado em /.test(r.json().detail),
      ),
    );
    const [row] = await ctx.db
      .select({ usedAt: s.redemptions.usedAt, by: s.redemptions.burnedById })
      .from(s.redemptions)
      .where(eq(s.redemptions.voucherCode, code));
    assert.equal(row?.usedAt?.toISOString(), ok[0]?.json().used_at);
    assert.equal(row?.by, ok[0]?.json().burned_by.id);
  });

  test('another store’s voucher: 403 with the message, nothing written', async () => {
    const code = await pendingD1();
    const res = await burn(code, tokens.partner);
    assert.deepEqual(
      [res.statusCode, res.json()],
      [403, { detail: 'Este voucher pertence a outra loja e não pode ser validado aqui.' }],
    );
    const [row] = await ctx.db
      .select({ isUsed: s.redemptions.isUsed })
      .from(s.redemptions)
      .where(eq(s.redemptions.voucherCode, code));
    assert.equal(row?.isUsed, false);
  });

  test('GET vouchers/?user= narrows to one customer, within the scope; search by customer and offer', async () => {
    await pendingD1(fx.c1);
    const byUser = (id: number, token: string) =>
      getJson(ctx.app, `${VOUCHERS}?user=${id}&page_size=100`, token).then((r) => r.json());
    const c1 = await byUser(fx.c1, tokens.admin);
    assert.ok(c1.count > 0);
    assert.ok(c1.results.every((v: { user_id: number }) => v.user_id === fx.c1));
    // Cliente Três has a voucher at store S1 only: a DEALERSHIP of D1 sees none of it.
    assert.ok((await byUser(fx.c3, tokens.admin)).count > 0);
    assert.equal((await byUser(fx.c3, tokens.staff)).count, 0);
    assert.equal((await byUser(fx.c3, tokens.partner)).count, 1);
    const byName = (await getJson(ctx.app, `${VOUCHERS}?search=cliente%20um`, tokens.staff)).json();
    assert.ok(byName.count > 0);
    assert.ok(byName.results.every((v: { user_name: string }) => v.user_name === 'Cliente Um'));
    const byTitle = (
      await getJson(ctx.app, `${VOUCHERS}?search=faróis&status=pendente`, tokens.staff)
    ).json();
    assert.ok(byTitle.count > 0);
    assert.ok(byTitle.results.every((v: { offer_title: string }) => v.offer_title === 'Polimento de faróis'));
    assert.equal((await getJson(ctx.app, `${VOUCHERS}?user=abc`, tokens.admin)).statusCode, 400);
  });
});
