import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { createTestContext, login, sessionAccess, type TestContext } from '../test/helpers.ts';

/**
 * Sessions beyond src/routes/auth/auth.test.ts (which covers admin rotation/reuse, logout, expiry and
 * the per-IP/per-account login limits): customer sessions, whole-family revocation, concurrent
 * refreshes, deactivated users, limits on the customer login, and the production secret check.
 */
describe('sessions', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const post = (url: string, payload: object, remoteAddress?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  const refresh = (token: string) => post('/api/v1/auth/refresh/', { refresh: token });

  test('a customer-app session refreshes, rotates, and a reused token revokes the family', async () => {
    const signIn = await post('/api/v1/users/auth/login/', { email: EMAILS.client, password: PASSWORD });
    assert.equal(signIn.statusCode, 200);
    const first = signIn.json<{ access: string; refresh: string }>();
    const rotated = await refresh(first.refresh);
    assert.equal(rotated.statusCode, 200, rotated.body);
    const pair = rotated.json<{ access: string; refresh: string }>();
    const vouchers = await ctx.app.inject({
      url: '/api/v1/loyalty/vouchers/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    assert.equal(vouchers.statusCode, 200, 'the refreshed access token is a customer token');
    assert.equal((await refresh(first.refresh)).statusCode, 401);
    assert.equal((await refresh(pair.refresh)).statusCode, 401, 'family revoked');
  });

  test('logout with an older token of a family revokes its newest one too', async () => {
    const first = (await login(ctx.app, EMAILS.admin, PASSWORD)).json<{ refresh: string }>();
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    const third = (await refresh(second.refresh)).json<{ refresh: string }>();
    assert.equal((await post('/api/v1/auth/logout/', { refresh: second.refresh })).statusCode, 200);
    assert.equal((await refresh(third.refresh)).statusCode, 401);
    // Logout ends the user's other sessions too; a new sign-in starts a working one.
    const other = (await login(ctx.app, EMAILS.admin, PASSWORD)).json<{ refresh: string }>();
    assert.equal((await refresh(other.refresh)).statusCode, 200);
  });

  test('two concurrent refreshes with one token: exactly one wins, then the family is revoked', async () => {
    const { refresh: token } = (await login(ctx.app, EMAILS.partner, PASSWORD)).json<{ refresh: string }>();
    const results = await Promise.all([refresh(token), refresh(token), refresh(token)]);
    const ok = results.filter((r) => r.statusCode === 200);
    assert.equal(ok.length, 1, results.map((r) => r.statusCode).join(','));
    // The losers were treated as reuse: the winner's new token is revoked as well.
    assert.equal((await refresh(ok[0]?.json().refresh)).statusCode, 401);
  });

  test('a user deactivated after signing in can no longer refresh or call the API', async () => {
    const body = (await login(ctx.app, EMAILS.staff, PASSWORD)).json<{ access: string; refresh: string }>();
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, EMAILS.staff));
    try {
      assert.equal((await refresh(body.refresh)).statusCode, 401);
      const stats = await ctx.app.inject({
        url: '/api/v1/users/dashboard/stats/',
        headers: { authorization: `Bearer ${body.access}` },
      });
      assert.equal(stats.statusCode, 401);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, EMAILS.staff));
    }
  });

  test('tampered, foreign-secret and "none" tokens are refused', async () => {
    const { access, refresh: token } = (await login(ctx.app, EMAILS.admin, PASSWORD)).json();
    const [h, p] = access.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1', token_type: 'access', exp: 9_999_999_999 })).toString('base64url')}.${access.split('.')[2]}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const other = await ctx.extraApp({ JWT_SECRET: 'outro-segredo-outro-segredo-outro-segredo' });
    const foreign = await sessionAccess(other, { id: 1, userType: 'ADMIN', sessionVersion: 0 });
    for (const bad of [forged, none, foreign, `${access}x`]) {
      const res = await ctx.app.inject({
        url: '/api/v1/users/dashboard/stats/',
        headers: { authorization: `Bearer ${bad}` },
      });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'token_not_valid');
    }
    // An access token is not a refresh token and vice versa.
    assert.equal((await refresh(access)).statusCode, 401);
    const asAccess = await ctx.app.inject({
      url: '/api/v1/users/dashboard/stats/',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(asAccess.statusCode, 401);
  });

  test('customer login: limited per IP and per CPF/email (case and formatting ignored)', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 3, LOGIN_RATE_ACCOUNT_MAX: 2 });
    const customerLogin = (payload: object, ip: string) =>
      app.inject({ method: 'POST', url: '/api/v1/users/auth/login/', payload, remoteAddress: ip });
    // Enough failures that the wait (doubling from 1 s) outlasts a slow machine between the calls.
    for (let i = 0; i < 3; i++) {
      await customerLogin({ email: EMAILS.client.toUpperCase(), password: 'errada' }, `10.9.0.${10 + i}`);
      await customerLogin({ email: ` ${EMAILS.client}`, password: 'errada' }, `10.9.0.${20 + i}`);
    }
    const blocked = await customerLogin({ email: EMAILS.client, password: PASSWORD }, '10.9.0.3');
    assert.equal(blocked.statusCode, 429, 'per account, whatever the IP and the spelling');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    for (let i = 0; i < 3; i++) await customerLogin({ cpf: `0000000000${i}`, password: 'x' }, '10.9.0.9');
    const perIp = await customerLogin({ cpf: '12345678909', password: 'x' }, '10.9.0.9');
    assert.equal(perIp.statusCode, 429, 'per IP');
    assert.match(
      perIp.json().detail,
      /^Muitas tentativas de login\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
    );
  });
});
