import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pointsLedger } from '../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, login, type TestContext } from '../test/helpers.ts';

/**
 * Answers carrying tokens or personal data could be kept by a browser or proxy
 * cache; the back-office login answered a blocked account's right password differently from a
 * wrong one (confirming it); a 0-point redemption was listed as 'Adição'.
 */
describe('attack: what the answers give away', () => {
  let ctx: TestContext;
  let admin = '';
  let customerId = 0;
  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    customerId = fx.c1;
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const get = (url: string, token = admin) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  test('tokens and personal data are sent with Cache-Control: no-store', async () => {
    const signIn = await login(ctx.app, EMAILS.admin, PASSWORD);
    const customer = await post('/api/v1/users/auth/login/', { email: EMAILS.client, password: PASSWORD });
    const refreshed = await post('/api/v1/auth/refresh/', { refresh: signIn.json().refresh });
    const answers = {
      'admin login': signIn,
      'customer login': customer,
      refresh: refreshed,
      'failed login': await login(ctx.app, EMAILS.admin, 'errada'),
      'user list': await get('/api/v1/users/admin/list/'),
      'a user': await get(`/api/v1/users/${customerId}/`),
      'points summary (customers)': await get('/api/v1/loyalty/admin/points/summary/'),
      'recent redemptions': await get('/api/v1/loyalty/admin/redemptions/recent/'),
      vouchers: await get('/api/v1/loyalty/vouchers/', customer.json().access),
      report: await get('/api/v1/reports/redemption-reports/'),
      'an error': await get('/api/v1/users/admin/list/', 'invalido'),
    };
    for (const [name, res] of Object.entries(answers)) {
      assert.ok(res.statusCode < 500, `${name} → ${res.statusCode}`);
      assert.equal(res.headers['cache-control'], 'no-store', name);
    }
    for (const url of ['/api/v1/health/', '/api/v1/ready/', '/api/v1/openapi.json']) {
      const res = await ctx.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.notEqual(res.headers['cache-control'], 'no-store', `${url} is public and may be cached`);
    }
  });

  test('a blocked account answers its right password exactly like a wrong one', async () => {
    for (const email of [EMAILS.client, EMAILS.nonStaff, EMAILS.inactive]) {
      const right = await login(ctx.app, email, PASSWORD);
      const wrong = await login(ctx.app, email, 'senha-errada');
      const unknown = await login(ctx.app, 'ninguem@teste.com.br', PASSWORD);
      for (const res of [right, wrong, unknown]) {
        assert.equal(res.statusCode, 401, email);
        // The login screen shows the server's detail: the wrong-password message, as before.
        assert.deepEqual(res.json(), { detail: 'Email ou senha inválidos.' });
      }
    }
    // The customer app's login says nothing more about back-office or inactive accounts.
    for (const email of [EMAILS.admin, EMAILS.inactive]) {
      const right = await post('/api/v1/users/auth/login/', { email, password: PASSWORD });
      const wrong = await post('/api/v1/users/auth/login/', { email, password: 'senha-errada' });
      assert.deepEqual([right.statusCode, right.json()], [wrong.statusCode, wrong.json()], email);
    }
  });

  test("a redemption is a 'Subtração' whatever its points", async () => {
    const [entry] = await ctx.db
      .insert(pointsLedger)
      .values({ userId: customerId, points: 0, kind: 'REDEMPTION', description: 'Resgate sem custo' })
      .returning({ id: pointsLedger.id });
    const id = entry?.id;
    type Row = { id: number; activity_type?: string; transaction_type?: string; points_change?: number };
    const find = async (url: string) =>
      (await get(url)).json<{ results: Row[] }>().results.find((row) => row.id === id);

    const activity = await find('/api/v1/loyalty/admin/activities/recent/?page_size=100');
    assert.deepEqual([activity?.activity_type, activity?.points_change], ['Subtração', 0]);
    assert.ok(await find('/api/v1/loyalty/admin/activities/recent/?page_size=100&activity_type=Subtração'));
    assert.equal(
      await find('/api/v1/loyalty/admin/activities/recent/?page_size=100&activity_type=Adição'),
      undefined,
    );
    const transaction = await find('/api/v1/loyalty/admin/transactions/history/?page_size=100');
    assert.equal(transaction?.transaction_type, 'REDEEM');

    // A 0-point adjustment stays on the credit side: only the debit kinds flip.
    const [adjustment] = await ctx.db
      .insert(pointsLedger)
      .values({ userId: customerId, points: 0, kind: 'ADJUSTMENT', description: 'Ajuste nulo' })
      .returning({ id: pointsLedger.id });
    const rows = (
      await get('/api/v1/loyalty/admin/activities/recent/?page_size=100&activity_type=Adição')
    ).json<{
      results: Row[];
    }>().results;
    assert.equal(rows.find((row) => row.id === adjustment?.id)?.activity_type, 'Adição');
  });
});
