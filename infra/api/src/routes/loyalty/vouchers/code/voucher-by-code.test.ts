import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../../db/schema/index.ts';
import { hashPassword } from '../../../../domain/password.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  login,
  type TestContext,
} from '../../../../test/helpers.ts';
import { customerToken } from '../../../../test/loyalty-helpers.ts';

const BY_CODE = '/api/v1/loyalty/vouchers/code/';
const NOT_FOUND = { detail: 'Voucher não encontrado.' };
const OTHER_STORE = { detail: 'Este voucher pertence a outra loja e não pode ser validado aqui.' };

describe('GET loyalty/vouchers/code/{code}/', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', unflagged: '' };
  const offerIds = { d1: 0, d2: 0, s1: 0, s2: 0 };
  const validUntil = new Date(Date.now() + 72 * 3_600_000);

  /** A pending voucher at one of the fixture places. */
  async function voucherAt(place: keyof typeof offerIds): Promise<string> {
    const code = randomBytes(5).toString('hex').toUpperCase();
    const target =
      place === 'd1' || place === 'd2'
        ? { dealershipId: fx[place].id, userId: place === 'd1' ? fx.c1 : fx.c3 }
        : { partnerLocationId: fx[place].id, userId: fx.c3 };
    await ctx.db.insert(s.redemptions).values({
      offerId: offerIds[place],
      pointsSpent: 5,
      voucherCode: code,
      ...target,
    });
    return code;
  }

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    await ctx.db.update(s.users).set({ cpf: '12345678909' }).where(eq(s.users.id, fx.c1));
    const valid = { validFrom: new Date(Date.now() - 3_600_000), validUntil };
    const gift = { offerType: 'GIFT' as const, pointsCost: 5, ...valid };
    const rows = await ctx.db
      .insert(s.offers)
      .values([
        { title: 'Brinde D1', dealershipId: fx.d1.id, ...gift },
        { title: 'Brinde D2', dealershipId: fx.d2.id, ...gift },
        { title: 'Brinde S1', partnerLocationId: fx.s1.id, ...gift },
        { title: 'Brinde S2', partnerLocationId: fx.s2.id, ...gift },
      ])
      .returning({ id: s.offers.id });
    for (const [i, key] of (['d1', 'd2', 's1', 's2'] as const).entries()) offerIds[key] = rows[i]?.id ?? 0;
    await ctx.db.insert(s.users).values({
      cpf: '98765432100',
      email: 'balcao-sem-qr@teste.com.br',
      fullName: 'Balcão Sem QR',
      userType: 'DEALERSHIP',
      isStaff: true,
      dealershipId: fx.d1.id,
      passwordHash: await hashPassword(PASSWORD),
    });
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.unflagged = await accessToken(ctx.app, 'balcao-sem-qr@teste.com.br', PASSWORD);
  });
  after(() => ctx.close());

  const lookUp = (code: string, token?: string) => getJson(ctx.app, `${BY_CODE}${code}/`, token);

  test('the voucher with the masked CPF, the offer validity and its place; any case', async () => {
    const code = await voucherAt('d1');
    const res = await lookUp(code.toLowerCase(), tokens.staff);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      [body.voucher_code, body.offer_title, body.user_name, body.status, body.is_used, body.points_spent],
      [code, 'Brinde D1', 'Cliente Um', 'pendente', false, 5],
    );
    assert.equal(body.customer_cpf_masked, '***.456.789-**');
    assert.equal(body.valid_until, validUntil.toISOString());
    assert.equal(body.offer_location_name, 'Concessionária Um');
    assert.equal(body.burned_by, null);
    assert.equal(body.reversible_until, null, 'nothing to give back while unused');
    const store = (await lookUp(await voucherAt('s1'), tokens.partner)).json();
    assert.equal(store.offer_location_name, 'Loja Um');
  });

  test('unknown code 404; another store or dealership 403; ADMIN any', async () => {
    const unknown = await lookUp('NAOEXISTE9', tokens.staff);
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, NOT_FOUND]);
    for (const [place, token] of [
      ['d2', tokens.staff],
      ['s1', tokens.staff],
      ['s2', tokens.partner],
      ['d1', tokens.partner],
    ] as const) {
      const res = await lookUp(await voucherAt(place), token);
      assert.deepEqual([res.statusCode, res.json()], [403, OTHER_STORE], place);
    }
    assert.equal((await lookUp(await voucherAt('s2'), tokens.admin)).statusCode, 200);
  });

  test('a used voucher still shows, with who burned it', async () => {
    const code = await voucherAt('d1');
    const burn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/loyalty/vouchers/use/',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { voucher_code: code },
    });
    assert.equal(burn.statusCode, 200, burn.body);
    const body = (await lookUp(code, tokens.staff)).json();
    assert.deepEqual([body.status, body.burned_by.full_name], ['utilizado', 'Admin Teste']);
    // 'Estornar uso' may give it back until the programme's window after the burn (24 h by default).
    assert.equal(
      new Date(body.reversible_until).getTime() - new Date(body.used_at).getTime(),
      24 * 3_600_000,
    );
    await ctx.db
      .update(s.programmeSettings)
      .set({ burnReversalHours: 2 })
      .where(eq(s.programmeSettings.id, 1));
    const shorter = (await lookUp(code, tokens.staff)).json();
    assert.equal(
      new Date(shorter.reversible_until).getTime() - new Date(shorter.used_at).getTime(),
      2 * 3_600_000,
    );
    await ctx.db
      .update(s.programmeSettings)
      .set({ burnReversalHours: 24 })
      .where(eq(s.programmeSettings.id, 1));
  });

  test('an account without account_for_qr_code_burn, customers and anonymous are refused', async () => {
    const code = await voucherAt('d1');
    assert.equal((await lookUp(code, tokens.unflagged)).statusCode, 403);
    const burn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/loyalty/vouchers/use/',
      headers: { authorization: `Bearer ${tokens.unflagged}` },
      payload: { voucher_code: code },
    });
    assert.deepEqual([burn.statusCode, burn.json()], [403, { detail: 'Acesso negado' }]);
    const list = await getJson(ctx.app, '/api/v1/loyalty/vouchers/', tokens.unflagged);
    assert.equal(list.statusCode, 200, 'reading the vouchers of the scope needs no flag');
    assert.equal((await lookUp(code, await customerToken(ctx.app, ctx.db, fx.c1))).statusCode, 403);
    assert.equal((await lookUp(code)).statusCode, 401);
    const flags = async (email: string) =>
      (await login(ctx.app, email, PASSWORD)).json().user.account_for_qr_code_burn;
    assert.deepEqual(
      [await flags('balcao-sem-qr@teste.com.br'), await flags(EMAILS.staff)],
      [false, true],
      'the sign-in answer carries the flag the UI reads',
    );
  });

  test('a code longer than any voucher code is 400', async () => {
    assert.equal((await lookUp('X'.repeat(33), tokens.admin)).statusCode, 400);
  });
});
