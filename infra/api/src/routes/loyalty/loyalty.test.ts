import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';

const ACTIVITIES = '/api/v1/loyalty/admin/activities/recent/';
const HISTORY = '/api/v1/loyalty/admin/transactions/history/';

describe('loyalty admin endpoints', () => {
  let ctx: TestContext;
  const tokens: Record<'admin' | 'staff' | 'partner', string> = { admin: '', staff: '', partner: '' };
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  describe('GET activities/recent', () => {
    test('admin sees every entry, newest first, in DRF page shape', async () => {
      const res = await getJson(ctx.app, ACTIVITIES, tokens.admin);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), [
        'count',
        'count_is_exact',
        'next',
        'previous',
        'results',
        'total_pages',
      ]);
      assert.equal(body.count, 5);
      assert.equal(body.total_pages, 1);
      assert.equal(body.next, null);
      const [first] = body.results;
      assert.deepEqual(Object.keys(first).sort(), [
        'activity_type',
        'created_at',
        'description',
        'id',
        'points_change',
        'user_name',
        'user_type',
      ]);
      assert.deepEqual(
        {
          user_name: first.user_name,
          activity_type: first.activity_type,
          points_change: first.points_change,
        },
        { user_name: 'Cliente Três', activity_type: 'Subtração', points_change: -40 },
      );
      assert.equal(first.description, 'Resgate de oferta: Café grátis (40 pontos)');
      const dates = body.results.map((r: { created_at: string }) => Date.parse(r.created_at));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
    });

    test('paging: page_size, next/previous links, past-the-end 404, page_size capped at 100', async () => {
      const p1 = (await getJson(ctx.app, `${ACTIVITIES}?page_size=2`, tokens.admin)).json();
      assert.equal(p1.total_pages, 3);
      assert.equal(p1.results.length, 2);
      assert.match(p1.next, /page=2/);
      assert.equal(p1.previous, null);
      const p3 = (await getJson(ctx.app, `${ACTIVITIES}?page_size=2&page=3`, tokens.admin)).json();
      assert.equal(p3.results.length, 1);
      assert.equal(p3.next, null);
      assert.match(p3.previous, /page=2/);
      const past = await getJson(ctx.app, `${ACTIVITIES}?page_size=2&page=4`, tokens.admin);
      assert.equal(past.statusCode, 404);
      const big = (await getJson(ctx.app, `${ACTIVITIES}?page_size=1000`, tokens.admin)).json();
      assert.equal(big.count, 5);
    });

    test('search is case-insensitive over user name and description', async () => {
      const byDescription = (await getJson(ctx.app, `${ACTIVITIES}?search=TROCA`, tokens.admin)).json();
      assert.equal(byDescription.count, 1);
      const byName = (await getJson(ctx.app, `${ACTIVITIES}?search=cliente%20um`, tokens.admin)).json();
      assert.equal(byName.count, 2);
      const wildcard = (await getJson(ctx.app, `${ACTIVITIES}?search=%25`, tokens.admin)).json();
      assert.equal(wildcard.count, 0, 'LIKE wildcards are matched literally');
    });

    test('activity_type filters credits/debits; an unknown value is a 400', async () => {
      const minus = (
        await getJson(ctx.app, `${ACTIVITIES}?activity_type=Subtra%C3%A7%C3%A3o`, tokens.admin)
      ).json();
      assert.equal(minus.count, 2);
      assert.ok(minus.results.every((r: { points_change: number }) => r.points_change < 0));
      const plus = (
        await getJson(ctx.app, `${ACTIVITIES}?activity_type=Adi%C3%A7%C3%A3o`, tokens.admin)
      ).json();
      assert.equal(plus.count, 3);
      const bad = await getJson(ctx.app, `${ACTIVITIES}?activity_type=outra`, tokens.admin);
      assert.equal(bad.statusCode, 400);
      assert.ok(Array.isArray(bad.json().activity_type));
    });

    test('DEALERSHIP sees only its dealership; PARCEIRO only its stores (query params cannot widen it)', async () => {
      const staff = (await getJson(ctx.app, `${ACTIVITIES}?dealership_id=999`, tokens.staff)).json();
      assert.equal(staff.count, 3);
      assert.deepEqual(
        new Set(staff.results.map((r: { user_name: string }) => r.user_name)),
        new Set(['Cliente Um', 'Cliente Dois']),
      );
      const partner = (await getJson(ctx.app, ACTIVITIES, tokens.partner)).json();
      assert.equal(partner.count, 1);
      assert.equal(partner.results[0].description, 'Resgate de oferta: Café grátis (40 pontos)');
    });

    test('anonymous → 401; bad token → 401', async () => {
      const anon = await getJson(ctx.app, ACTIVITIES);
      assert.equal(anon.statusCode, 401);
      assert.deepEqual(anon.json(), { detail: 'As credenciais de autenticação não foram fornecidas.' });
      const bad = await getJson(ctx.app, ACTIVITIES, 'x.y.z');
      assert.equal(bad.statusCode, 401);
      assert.equal(typeof bad.json().detail, 'string');
    });
  });

  describe('GET transactions/history', () => {
    test('EARN/REDEEM items with positive points', async () => {
      const body = (await getJson(ctx.app, `${HISTORY}?page_size=8`, tokens.admin)).json();
      assert.equal(body.count, 5);
      const [first] = body.results;
      assert.deepEqual(Object.keys(first).sort(), [
        'created_at',
        'description',
        'id',
        'points',
        'transaction_type',
        'user_name',
      ]);
      assert.deepEqual([first.transaction_type, first.points], ['REDEEM', 40]);
      assert.equal(
        body.results.filter((r: { transaction_type: string }) => r.transaction_type === 'EARN').length,
        3,
      );
    });

    test('scoped for DEALERSHIP', async () => {
      assert.equal((await getJson(ctx.app, HISTORY, tokens.staff)).json().count, 3);
    });
  });

  describe('GET users/dashboard/stats', () => {
    test('numbers match the inserted data, per role', async () => {
      const admin = (await getJson(ctx.app, '/api/v1/users/dashboard/stats/', tokens.admin)).json();
      // 9 users, 2 inactive; 3 back-office logins in before(); 2 redemptions.
      assert.deepEqual(admin, {
        total_users_count: 9,
        active_users_count: 7,
        daily_logins_count: 3,
        redemptions_count: 2,
      });
      const staff = (await getJson(ctx.app, '/api/v1/users/dashboard/stats/', tokens.staff)).json();
      // D1 users: staff, non-staff, Cliente Um, Cliente Dois (inactive); staff logged in once.
      assert.deepEqual(staff, {
        total_users_count: 4,
        active_users_count: 3,
        daily_logins_count: 1,
        redemptions_count: 1,
      });
      const partner = (await getJson(ctx.app, '/api/v1/users/dashboard/stats/', tokens.partner)).json();
      // Partner user + Cliente Três (redeemed at its store).
      assert.deepEqual(partner, {
        total_users_count: 2,
        active_users_count: 2,
        daily_logins_count: 1,
        redemptions_count: 1,
      });
    });
  });

  describe('errors and health', () => {
    test('malformed JSON → 400 {detail: JSON inválido.}', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/auth/admin-login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { detail: 'JSON inválido.' });
    });

    test('non-object body → non_field_errors; unknown path → 404 detail', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: [1, 2] });
      assert.equal(res.statusCode, 400);
      assert.ok(Array.isArray(res.json().non_field_errors));
      const missing = await getJson(ctx.app, '/api/v1/nao-existe/');
      assert.deepEqual([missing.statusCode, missing.json()], [404, { detail: 'Não encontrado.' }]);
    });

    test('health and ready', async () => {
      assert.deepEqual((await getJson(ctx.app, '/api/v1/health/')).json(), { status: 'ok' });
      const ready = await getJson(ctx.app, '/api/v1/ready');
      assert.equal(ready.statusCode, 200);
      assert.equal(ready.json().database, 'ok');
    });
  });
});
