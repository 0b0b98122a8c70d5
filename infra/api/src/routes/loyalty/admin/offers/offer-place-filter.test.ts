import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as s from '../../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../../test/helpers.ts';

const LIST = '/api/v1/loyalty/admin/offers/list/';
const DAY = 86_400_000;

// Lista de Ofertas: where each offer applies (store, its partner, or a dealership) is in every
// row and is a filter of the list (docs/product.md §2.10).
describe('offers list: where an offer applies', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '' };
  const titles = async (query: string, token = tokens.admin) => {
    const res = await getJson(ctx.app, `${LIST}?page_size=100&${query}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().results as Array<{ title: string }>).map((offer) => offer.title).sort();
  };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    const valid = { validFrom: new Date(Date.now() - DAY), validUntil: new Date(Date.now() + DAY) };
    // Fixtures: 'Kit de limpeza' at D1, 'Café grátis' at store S1 (partner P1). One more of each kind.
    await ctx.db.insert(s.offers).values([
      { title: 'Revisão D2', offerType: 'GIFT', pointsCost: 10, dealershipId: fx.d2.id, ...valid },
      { title: 'Brinde Loja Dois', offerType: 'GIFT', pointsCost: 10, partnerLocationId: fx.s2.id, ...valid },
    ]);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  test('each offer names its store and partner, or its dealership', async () => {
    const body = (await getJson(ctx.app, `${LIST}?page_size=100`, tokens.admin)).json();
    const byTitle = Object.fromEntries(body.results.map((offer: { title: string }) => [offer.title, offer]));
    const place = (title: string) => {
      const offer = byTitle[title];
      return [
        offer.location_type,
        offer.dealership_name,
        offer.partner_location_name,
        offer.partner_id,
        offer.partner_name,
      ];
    };
    assert.deepEqual(place('Café grátis'), ['partner', null, 'Loja Um', fx.p1.id, 'Parceiro Um']);
    assert.deepEqual(place('Kit de limpeza'), ['dealership', 'Concessionária Um', null, null, null]);
  });

  test('by kind of place', async () => {
    assert.deepEqual(await titles('location_type=partner'), ['Brinde Loja Dois', 'Café grátis']);
    assert.deepEqual(await titles('location_type=dealership'), ['Kit de limpeza', 'Revisão D2']);
    assert.equal((await titles('location_type=')).length, 4);
  });

  test('by one dealership, one partner or one store', async () => {
    assert.deepEqual(await titles(`dealership_id=${fx.d2.id}`), ['Revisão D2']);
    assert.deepEqual(await titles(`partner_id=${fx.p2.id}`), ['Brinde Loja Dois']);
    assert.deepEqual(await titles(`partner_location_id=${fx.s1.id}`), ['Café grátis']);
    // Filters add up: a partner and a dealership at once is nothing.
    assert.deepEqual(await titles(`partner_id=${fx.p1.id}&location_type=dealership`), []);
  });

  test('inside the role scope only: another tenant’s place finds nothing', async () => {
    assert.deepEqual(await titles(`dealership_id=${fx.d2.id}`, tokens.staff), []);
    assert.deepEqual(await titles(`dealership_id=${fx.d1.id}`, tokens.staff), ['Kit de limpeza']);
    assert.deepEqual(await titles(`partner_id=${fx.p2.id}`, tokens.partner), []);
    assert.deepEqual(await titles('location_type=partner', tokens.partner), ['Café grátis']);
  });

  test('the CSV export carries the place and follows the filter', async () => {
    const res = await getJson(ctx.app, `${LIST}?format=csv&location_type=dealership`, tokens.admin);
    assert.equal(res.statusCode, 200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.ok(lines[0]?.split(';').includes('Local'), lines[0]);
    assert.equal(lines.length, 3);
    assert.ok(lines.some((line) => line.includes('Concessionária: Concessionária Dois')));
  });

  test('bad place filters are 400 with pt-BR messages, never 5xx', async () => {
    for (const query of [
      'location_type=loja',
      'dealership_id=abc',
      'partner_id=0',
      'partner_location_id=-1',
    ]) {
      const res = await getJson(ctx.app, `${LIST}?${query}`, tokens.admin);
      assert.equal(res.statusCode, 400, query);
      // DRF-shaped field errors in Portuguese (validation-messages.ts), not the validator's English.
      const messages = Object.values(res.json() as Record<string, string[]>).flat();
      assert.ok(messages.length > 0 && messages.every((m) => !/\b(must|should)\b/.test(m)), res.body);
    }
  });
});
