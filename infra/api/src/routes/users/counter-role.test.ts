import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { LIFECYCLE_MESSAGES } from '../../domain/lifecycle-messages.ts';
import { USER_MESSAGES } from '../../domain/user-rules.ts';
import { createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { auth } from '../../test/loyalty-helpers.ts';
import { buildWorld, newCpf, type World } from '../../test/world.ts';

const API = '/api/v1';
const CREATE = `${API}/users/create/`;
const STRONG = 'balcao-seguro-2026';

/**
 * The counter role (ATENDENTE, docs/product.md §6): the user form's rules for it, and what it may do
 * at its one place — look up and burn vouchers there, give back its own burns, see them, read the
 * customers of its place. The authorization matrix and the capability parity test check every route.
 */
describe('counter role (ATENDENTE)', () => {
  let ctx: TestContext;
  let w: World;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token ?? undefined), ...(payload ? { payload } : {}) });
  const admin = () => w.tokens.admin;
  const counter = () => w.tokens.atendente;
  const body = (extra: Record<string, unknown>) => ({
    cpf: newCpf(),
    full_name: 'Atendente Novo',
    email: `atendente-${newCpf()}@teste.com.br`,
    user_type: 'ATENDENTE',
    password: STRONG,
    password_confirm: STRONG,
    ...extra,
  });

  before(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('users/create/: one place, a dealership or a partner store, never both nor none', async () => {
    const none = await send('POST', CREATE, admin(), body({}));
    assert.deepEqual(
      [none.statusCode, none.json()],
      [400, { partner_location: [USER_MESSAGES.counterPlaceRequired] }],
    );
    const both = await send(
      'POST',
      CREATE,
      admin(),
      body({ dealership_associated: w.fx.d1.id, partner_location: w.fx.s1.id }),
    );
    assert.deepEqual(
      [both.statusCode, both.json()],
      [400, { partner_location: [USER_MESSAGES.counterPlaceBoth] }],
    );
    const unknown = await send('POST', CREATE, admin(), body({ partner_location: 999_999 }));
    assert.deepEqual(
      [unknown.statusCode, unknown.json()],
      [400, { partner_location: [USER_MESSAGES.unknownId(999_999)] }],
    );
  });

  test('the staff password rules apply to the counter', async () => {
    const res = await send(
      'POST',
      CREATE,
      admin(),
      body({ partner_location: w.fx.s1.id, password: '123456', password_confirm: '123456' }),
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json()), ['password']);
  });

  test('created at a store: no QR flag, no partner, no staff; signs in to the back office only', async () => {
    const payload = body({
      partner_location: w.fx.s1.id,
      partner: w.fx.p1.id,
      account_for_qr_code_burn: true,
      is_staff: true,
    });
    const res = await send('POST', CREATE, admin(), payload);
    assert.equal(res.statusCode, 201, res.body);
    const user = res.json();
    assert.deepEqual(
      [
        user.user_type,
        user.partner_location,
        user.partner_location_name,
        user.partner,
        user.dealership_associated,
        user.account_for_qr_code_burn,
        user.is_staff,
      ],
      ['ATENDENTE', w.fx.s1.id, 'Loja Um', null, null, false, false],
    );
    const signIn = await login(ctx.app, payload.email, STRONG);
    assert.equal(signIn.statusCode, 200, signIn.body);
    assert.deepEqual(
      [signIn.json().user.user_type, signIn.json().user.partner_location_name],
      ['ATENDENTE', 'Loja Um'],
    );
    const app = await send('POST', `${API}/users/auth/login/`, null, {
      email: payload.email,
      password: STRONG,
    });
    assert.equal(app.statusCode, 401, 'not a customer-app account');
  });

  test('moved to another place: its sessions end (it would see other data)', async () => {
    const payload = body({});
    const created = await send('POST', CREATE, admin(), { ...payload, partner_location: w.fx.s1.id });
    assert.equal(created.statusCode, 201, created.body);
    const signIn = await login(ctx.app, payload.email, STRONG);
    const { access, refresh } = signIn.json();
    assert.equal((await send('GET', `${API}/users/me/`, access)).statusCode, 200);
    const { password: _p, password_confirm: _c, ...kept } = payload;
    const moved = await send('PUT', `${API}/users/${created.json().id}/`, admin(), {
      ...kept,
      dealership_associated: w.fx.d1.id,
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().dealership_associated, moved.json().partner_location], [w.fx.d1.id, null]);
    assert.equal((await send('GET', `${API}/users/me/`, access)).statusCode, 401);
    assert.equal((await send('POST', `${API}/auth/refresh/`, null, { refresh })).statusCode, 401);
  });

  test("burns its store's vouchers only, and not a dealership's", async () => {
    const use = (code: string) =>
      send('POST', `${API}/loyalty/vouchers/use/`, counter(), { voucher_code: code });
    assert.equal((await use(await w.voucher('s1'))).statusCode, 200);
    assert.equal((await use(await w.voucher('s2'))).statusCode, 403);
    assert.equal((await use(await w.voucher('d1'))).statusCode, 403);
    const asDealership = await send('POST', `${API}/loyalty/vouchers/use/`, counter(), {
      voucher_code: await w.voucher('s1'),
      dealership_id: w.fx.d1.id,
    });
    assert.equal(asDealership.statusCode, 403);
  });

  test('a counter of a dealership works at that dealership', async () => {
    const payload = body({ dealership_associated: w.fx.d1.id });
    assert.equal((await send('POST', CREATE, admin(), payload)).statusCode, 201);
    const token = (await login(ctx.app, payload.email, STRONG)).json().access;
    const use = (code: string) => send('POST', `${API}/loyalty/vouchers/use/`, token, { voucher_code: code });
    assert.equal((await use(await w.voucher('d1'))).statusCode, 200);
    assert.equal((await use(await w.voucher('d2'))).statusCode, 403);
    assert.equal((await use(await w.voucher('s1'))).statusCode, 403);
  });

  test("'burned_by_me' lists its own burns; it gives back its own burns only", async () => {
    const mine = await w.voucher('s1');
    const theirs = await w.voucher('s1');
    const burn = (code: string, token: string | null) =>
      send('POST', `${API}/loyalty/vouchers/use/`, token, { voucher_code: code });
    assert.equal((await burn(mine, counter())).statusCode, 200);
    assert.equal((await burn(theirs, w.tokens.parceiro)).statusCode, 200);

    const list = await send('GET', `${API}/loyalty/vouchers/?burned_by_me=true&page_size=100`, counter());
    assert.equal(list.statusCode, 200, list.body);
    const codes = list.json().results.map((v: { voucher_code: string }) => v.voucher_code);
    assert.ok(codes.includes(mine));
    assert.ok(!codes.includes(theirs));
    const [me] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, w.emails.atendente));
    const burnedBy = await ctx.db
      .select({ burnedById: s.redemptions.burnedById })
      .from(s.redemptions)
      .where(eq(s.redemptions.burnedById, me?.id ?? -1));
    assert.equal(codes.length, burnedBy.length, 'exactly its own burns');
    const everyone = await send('GET', `${API}/loyalty/vouchers/?page_size=100`, counter());
    assert.ok(everyone.json().results.some((v: { voucher_code: string }) => v.voucher_code === theirs));

    const reverse = (code: string) =>
      send('POST', `${API}/loyalty/vouchers/reverse-use/`, counter(), {
        voucher_code: code,
        reason: 'Baixa por engano',
      });
    const other = await reverse(theirs);
    assert.deepEqual([other.statusCode, other.json()], [403, { detail: LIFECYCLE_MESSAGES.notOwnBurn }]);
    const own = await reverse(mine);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().status, 'pendente');
  });

  test("Tabelas → Usuários: the customers with activity at its store, no one else's", async () => {
    const res = await send('GET', `${API}/loyalty/admin/points/summary/?page_size=100`, counter());
    assert.equal(res.statusCode, 200, res.body);
    const ids = res.json().results.map((row: { user_id: number }) => row.user_id);
    assert.ok(ids.includes(w.fx.c3), 'a customer with activity at S1');
    assert.ok(!ids.includes(w.customers.cD1) && !ids.includes(w.customers.cD2));
  });

  test('nothing else: offers, pushes, the dashboard, reports and users are refused', async () => {
    for (const url of [
      `${API}/loyalty/admin/offers/list/`,
      `${API}/users/dashboard/stats/`,
      `${API}/communications/admin/notifications/list/`,
      `${API}/users/admin/list/`,
      `${API}/loyalty/admin/activities/recent/`,
    ])
      assert.equal((await send('GET', url, counter())).statusCode, 403, url);
  });
});
