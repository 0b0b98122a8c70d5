import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { loginEvents } from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { createTestContext, login, type TestContext } from '../../test/helpers.ts';

describe('auth', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object });

  describe('POST /api/v1/users/auth/admin-login/', () => {
    test('admin signs in and gets tokens and the user', async () => {
      const res = await login(ctx.app, 'ADMIN@teste.com.br ', PASSWORD);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(typeof body.access, 'string');
      assert.equal(typeof body.refresh, 'string');
      assert.deepEqual(Object.keys(body.user).sort(), [
        'account_for_qr_code_burn',
        'dealership_associated',
        'dealership_name',
        'email',
        'full_name',
        'id',
        'is_staff',
        'is_superuser',
        'partner',
        'partner_location',
        'partner_location_name',
        'partner_name',
        'password_change_required',
        'two_factor_enabled',
        'two_factor_setup_required',
        'user_type',
      ]);
      assert.equal(body.user.user_type, 'ADMIN');
      assert.equal(body.user.is_superuser, true);
    });

    test('staff dealership user gets its dealership; partner user its partner', async () => {
      const staff = (await login(ctx.app, EMAILS.staff, PASSWORD)).json();
      assert.equal(staff.user.dealership_name, 'Concessionária Um');
      assert.equal(typeof staff.user.dealership_associated, 'number');
      const partner = (await login(ctx.app, EMAILS.partner, PASSWORD)).json();
      assert.equal(partner.user.partner_name, 'Parceiro Um');
    });

    test('records a login event', async () => {
      const [user] = (await login(ctx.app, EMAILS.admin, PASSWORD)).json().user ? [1] : [];
      assert.ok(user);
      const [row] = await ctx.db.select({ n: count() }).from(loginEvents);
      assert.ok((row?.n ?? 0) >= 1);
    });

    test('wrong password and unknown email → 401 with the same message', async () => {
      for (const [email, password] of [
        [EMAILS.admin, 'errada'],
        ['ninguem@teste.com.br', PASSWORD],
      ]) {
        const res = await login(ctx.app, email as string, password as string);
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), { detail: 'Email ou senha inválidos.' });
      }
    });

    test('CLIENTE, non-staff DEALERSHIP and inactive users → the wrong-password answer', async () => {
      // Right or wrong password, the same answer: it must not confirm a blocked account's password.
      for (const email of [EMAILS.client, EMAILS.nonStaff, EMAILS.inactive]) {
        for (const password of [PASSWORD, 'errada']) {
          const res = await login(ctx.app, email, password);
          assert.equal(res.statusCode, 401, email);
          assert.deepEqual(res.json(), { detail: 'Email ou senha inválidos.' });
        }
      }
    });

    test('missing fields → 400 in DRF shape', async () => {
      const res = await post('/api/v1/users/auth/admin-login/', { email: '' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        email: ['Este campo não pode ficar em branco.'],
        password: ['Este campo é obrigatório.'],
      });
    });
  });

  describe('refresh rotation and logout', () => {
    test('refresh rotates; reusing an old refresh revokes the whole family', async () => {
      const first = (await login(ctx.app, EMAILS.admin, PASSWORD)).json();
      const rotated = await post('/api/v1/auth/refresh/', { refresh: first.refresh });
      assert.equal(rotated.statusCode, 200);
      const pair = rotated.json();
      assert.equal(typeof pair.access, 'string');
      assert.notEqual(pair.refresh, first.refresh);
      const stats = await ctx.app.inject({
        url: '/api/v1/users/dashboard/stats/',
        headers: { authorization: `Bearer ${pair.access}` },
      });
      assert.equal(stats.statusCode, 200);

      const reuse = await post('/api/v1/auth/refresh/', { refresh: first.refresh });
      assert.equal(reuse.statusCode, 401);
      const afterTheft = await post('/api/v1/auth/refresh/', { refresh: pair.refresh });
      assert.equal(afterTheft.statusCode, 401, 'the newest token of the family is revoked too');
    });

    test('logout revokes the refresh token', async () => {
      const { refresh } = (await login(ctx.app, EMAILS.staff, PASSWORD)).json();
      const out = await post('/api/v1/auth/logout/', { refresh });
      assert.equal(out.statusCode, 200);
      const res = await post('/api/v1/auth/refresh/', { refresh });
      assert.equal(res.statusCode, 401);
    });

    test('garbage or access token as refresh → 401', async () => {
      const { access } = (await login(ctx.app, EMAILS.admin, PASSWORD)).json();
      for (const refresh of ['nao-e-um-jwt', access]) {
        const res = await post('/api/v1/auth/refresh/', { refresh });
        assert.equal(res.statusCode, 401);
        assert.equal(typeof res.json().detail, 'string');
      }
    });
  });

  test('access tokens expire after ACCESS_TTL_SECONDS', async () => {
    // exp is whole seconds (iat rounded down): with 3 s the token is valid for at least 2 s after
    // issue, however slow the login, and surely expired 3.1 s after it.
    const app = await ctx.extraApp({ ACCESS_TTL_SECONDS: 3 });
    const { access } = (await login(app, EMAILS.admin, PASSWORD)).json();
    const url = '/api/v1/users/dashboard/stats/';
    const headers = { authorization: `Bearer ${access}` };
    assert.equal((await app.inject({ url, headers })).statusCode, 200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await app.inject({ url, headers });
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().code, 'token_not_valid');
  });

  describe('login limits (the rest: security/login-limits.test.ts)', () => {
    const WAIT = /^Muitas tentativas de login\. Tente novamente em \d+ (segundos?|minutos?)\.$/;

    test('per IP: failures only → 429 with Retry-After and how long to wait', async () => {
      const app = await ctx.extraApp({ LOGIN_RATE_MAX: 3, LOGIN_RATE_ACCOUNT_MAX: 100 });
      for (let i = 0; i < 5; i++)
        assert.equal((await login(app, EMAILS.admin, PASSWORD, '10.0.0.7')).statusCode, 200, 'successes');
      for (let i = 0; i < 3; i++) {
        const res = await login(app, `x${i}@teste.com.br`, 'errada', '10.0.0.7');
        assert.equal(res.statusCode, 401);
      }
      const blocked = await login(app, EMAILS.admin, PASSWORD, '10.0.0.7');
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      assert.match(blocked.json().detail, WAIT);
      const otherIp = await login(app, EMAILS.admin, PASSWORD, '10.0.0.8');
      assert.equal(otherIp.statusCode, 200);
    });
  });

  test('login events reference real users', async () => {
    const rows = await ctx.db.select().from(loginEvents).where(eq(loginEvents.channel, 'admin'));
    assert.ok(rows.length > 0);
  });
});
