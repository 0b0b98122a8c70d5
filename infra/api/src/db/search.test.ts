import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../test/helpers.ts';

// What a Brazilian types is what is found: searches ignore accents as well as case, on PGlite and
// on PostgreSQL (f_unaccent, migration 0015), and the trigram indexes still serve them.
describe('accent- and case-insensitive search', () => {
  let ctx: TestContext;
  let admin = '';
  const results = async (url: string) => {
    const res = await getJson(ctx.app, url, admin);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    const body = res.json();
    return (Array.isArray(body) ? body : body.results) as Array<Record<string, unknown>>;
  };
  const names = async (url: string, field: string) =>
    (await results(url)).map((row) => String(row[field])).sort();

  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    await ctx.db.insert(s.users).values({
      cpf: '52998224725',
      email: 'mariana@teste.com.br',
      fullName: 'Mariana Conceição',
      dealershipId: fx.d1.id,
    });
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  test("'mariana conceicao' finds 'Mariana Conceição' (users and the points summary)", async () => {
    for (const term of ['mariana conceicao', 'MARIANA CONCEIÇÃO', 'conceiçao', 'Conceicão']) {
      const q = encodeURIComponent(term);
      assert.deepEqual(await names(`/api/v1/users/admin/list/?search=${q}`, 'full_name'), [
        'Mariana Conceição',
      ]);
      assert.deepEqual(await names(`/api/v1/loyalty/admin/points/summary/?search=${q}`, 'user_name'), [
        'Mariana Conceição',
      ]);
    }
  });

  test('offers, vouchers, activities and redemptions ignore accents too', async () => {
    assert.deepEqual(await names('/api/v1/loyalty/admin/offers/list/?search=cafe%20gratis', 'title'), [
      'Café grátis',
    ]);
    assert.deepEqual(await names('/api/v1/loyalty/vouchers/?search=cafe', 'offer_title'), ['Café grátis']);
    // Cliente Três has two entries: both found, nobody else.
    const activities = await names(
      '/api/v1/loyalty/admin/activities/recent/?search=cliente%20tres',
      'user_name',
    );
    assert.ok(activities.length > 0);
    assert.deepEqual([...new Set(activities)], ['Cliente Três']);
    assert.deepEqual(await names('/api/v1/loyalty/admin/redemptions/recent/?search=CAFE', 'offer_title'), [
      'Café grátis',
    ]);
  });

  test('partnerships: a city or a name without its accents', async () => {
    const cities = await names('/api/v1/partnerships/locations/?search=sao%20paulo', 'city');
    assert.deepEqual(cities, ['São Paulo']);
    const dealerships = await names('/api/v1/partnerships/dealerships/?name=concessionaria%20um', 'name');
    assert.deepEqual(dealerships, ['Concessionária Um']);
  });

  test('an accent in the term still finds the unaccented text', async () => {
    assert.deepEqual(await names('/api/v1/loyalty/admin/offers/list/?search=k%C3%ADt', 'title'), [
      'Kit de limpeza',
    ]);
  });

  test('f_unaccent is IMMUTABLE and the trigram index serves the search', async () => {
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const volatility = await ctx.db.execute(
      sql`select provolatile as volatile from pg_proc where proname = 'f_unaccent'`,
    );
    assert.deepEqual(rowsOf<{ volatile: string }>(volatility), [{ volatile: 'i' }]);
    // Enough rows (and statistics) for a planner to prefer the trigram index over reading the
    // table; all of it rolled back.
    let plan = '';
    await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into users (cpf, email, full_name)
          select 'Y' || g, 'pessoa' || g || '@teste.invalid', 'Pessoa ' || g from generate_series(1, 3000) g`);
        await tx.execute(sql`analyze users`);
        const r = await tx.execute(
          sql`explain select id from users where f_unaccent(full_name) ilike f_unaccent('%conceicao%')`,
        );
        plan = JSON.stringify(rowsOf(r));
        tx.rollback();
      })
      .catch(() => {});
    assert.match(plan, /users_full_name_unaccent_trgm/);
  });
});
