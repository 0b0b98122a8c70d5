import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';

/**
 * Sign-in limits that stop attackers, not owners (docs/security.md, sign-in limits): only failures
 * count; per account each source (a device that signed in, an address that did, everyone else)
 * keeps its own count and waits progressively; a success forgets the account's failures; the
 * per-address limit stays.
 */
describe('sign-in limits', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const WAIT = /^Muitas tentativas de login\. Tente novamente em \d+ (segundos?|minutos?)\.$/;
  const signIn = (
    app: FastifyInstance,
    email: string,
    password: string,
    remoteAddress: string,
    device?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/admin-login/',
      payload: { email, password },
      remoteAddress,
      ...(device ? { cookies: { fid_device: device } } : {}),
    });
  const deviceOf = (res: LightMyRequestResponse): string => {
    const cookie = res.cookies.find((c) => c.name === 'fid_device');
    assert.ok(cookie, 'a successful sign-in sets the device cookie');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/v1/users/auth/');
    return cookie.value;
  };

  test("an attacker's 1,000 wrong attempts do not keep the real ADMIN out", async () => {
    // The defaults: 20 failures per address and window; 5 per account source, then waits.
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 20, LOGIN_RATE_ACCOUNT_MAX: 5 });
    const own = await signIn(app, EMAILS.admin, PASSWORD, '10.1.0.1');
    assert.equal(own.statusCode, 200);
    const device = deviceOf(own);

    const answers = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      // Fifty addresses, twenty tries each: under the per-address limit, all on the account.
      const res = await signIn(app, EMAILS.admin, `chute-${i}`, `10.9.${i % 50}.1`);
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 429) assert.match(res.json().detail, WAIT);
    }
    assert.deepEqual([...answers.keys()].sort(), [401, 429]);
    // Brute force is stopped: after five, a try only every 1, 2, 4… seconds.
    assert.ok((answers.get(401) ?? 0) <= 12, `passwords checked: ${answers.get(401)}`);

    // The owner's browser signs in, from anywhere; so does the owner's usual address.
    assert.equal((await signIn(app, EMAILS.admin, PASSWORD, '10.2.0.1', device)).statusCode, 200);
    const known = await signIn(app, EMAILS.admin, PASSWORD, '10.1.0.1');
    assert.equal(known.statusCode, 200, known.body);
  });

  test('a stranger with the right password waits while the account is under attack; a success forgets', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 1000, LOGIN_RATE_ACCOUNT_MAX: 2 });
    for (let i = 0; i < 2; i++)
      assert.equal((await signIn(app, EMAILS.partner, 'errada', `10.3.0.${i}`)).statusCode, 401);
    const refused = await signIn(app, EMAILS.partner, PASSWORD, '10.3.1.1');
    assert.equal(refused.statusCode, 429, 'the right password is not even checked');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.match(refused.json().detail, WAIT);
    // The wait grows with each failure.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await signIn(app, EMAILS.partner, 'errada', '10.3.1.2')).statusCode, 401);
    const longer = await signIn(app, EMAILS.partner, PASSWORD, '10.3.1.3');
    assert.equal(longer.statusCode, 429);
    assert.ok(Number(longer.headers['retry-after']) >= 2, longer.headers['retry-after'] as string);
    // The owner's own address was never slowed; its success forgets every failure.
    await ctx.db.execute(
      // The partner signed in from 10.3.9.9 before (as login_events would say).
      sql`insert into login_events (user_id, ip, channel)
        select id, '10.3.9.9', 'admin' from users where email = ${EMAILS.partner}`,
    );
    assert.equal((await signIn(app, EMAILS.partner, PASSWORD, '10.3.9.9')).statusCode, 200);
    assert.equal((await signIn(app, EMAILS.partner, PASSWORD, '10.3.1.4')).statusCode, 200);
  });

  test('50 successful sign-ins in a minute of a shared account are never refused', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 20, LOGIN_RATE_ACCOUNT_MAX: 5 });
    for (let i = 0; i < 50; i++) {
      // One office address, browsers with and without cookies, and a typo now and then.
      if (i % 10 === 9) assert.equal((await signIn(app, EMAILS.staff, 'errada', '10.4.0.1')).statusCode, 401);
      const res = await signIn(app, EMAILS.staff, PASSWORD, i % 2 ? '10.4.0.1' : `10.4.1.${i}`);
      assert.equal(res.statusCode, 200, `sign-in ${i}: ${res.body}`);
    }
  });

  test("a device's own failures slow that device, not the owner's other one", async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 1000, LOGIN_RATE_ACCOUNT_MAX: 2 });
    const first = deviceOf(await signIn(app, EMAILS.staff, PASSWORD, '10.5.0.1'));
    const second = deviceOf(await signIn(app, EMAILS.staff, PASSWORD, '10.5.0.2'));
    for (let i = 0; i < 2; i++)
      assert.equal((await signIn(app, EMAILS.staff, 'errada', '10.5.0.3', first)).statusCode, 401);
    assert.equal((await signIn(app, EMAILS.staff, PASSWORD, '10.5.0.3', first)).statusCode, 429);
    assert.equal((await signIn(app, EMAILS.staff, PASSWORD, '10.5.0.4', second)).statusCode, 200);
  });

  test('the customer app is limited the same way, by CPF', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 1000, LOGIN_RATE_ACCOUNT_MAX: 2 });
    const customer = (cpf: string, password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/auth/login/',
        payload: { cpf, password },
        remoteAddress,
      });
    for (let i = 0; i < 2; i++)
      assert.equal((await customer('111.444.777-35', 'x', '10.6.0.1')).statusCode, 401);
    const blocked = await customer('11144477735', 'x', '10.6.0.2');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().detail, WAIT);
  });
});
