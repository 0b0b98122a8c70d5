import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OFFER_TYPES } from '@fidelidade/contract/enums';
import * as s from '../db/schema/index.ts';
import type { Paging } from '../domain/pagination.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { createOffersRepository, type OfferAudience, type OfferFilter } from './offers.ts';

const DAY = 86_400_000;

/**
 * page() runs each shape of filter as a query prepared once (db/prepared-shapes.ts), with the
 * filter's values bound to placeholders. Each answer must equal the same filter built with its
 * values inline (listQuery, the exports' query), for every audience, filter and ordering, and a
 * shape asked again with other values must not answer with the first values.
 */
describe('offers page: prepared shapes answer as the query built inline', () => {
  let ctx: TestContext;
  let audiences: OfferAudience[];

  before(async () => {
    ctx = await createTestContext();
    const { db } = ctx;
    const [place] = await db
      .insert(s.locations)
      .values({ address: 'Rua A', city: 'Recife', state: 'PE' })
      .returning();
    const [d1, d2] = await db
      .insert(s.dealerships)
      .values([
        { name: 'Um', cnpj: '11.111.111/0001-11' },
        { name: 'Dois', cnpj: '22.222.222/0001-22' },
      ])
      .returning();
    const [p1, p2] = await db
      .insert(s.partners)
      .values([
        { brandName: 'P1', category: 'A' },
        { brandName: 'P2', category: 'B' },
      ])
      .returning();
    if (!place || !d1 || !d2 || !p1 || !p2) throw new Error('fixtures');
    const stores = await db
      .insert(s.partnerLocations)
      .values([
        { storeName: 'L1', partnerId: p1.id, locationId: place.id },
        { storeName: 'L2', partnerId: p2.id, locationId: place.id },
      ])
      .returning();
    const now = Date.now();
    const owners = [
      { dealershipId: d1.id },
      { dealershipId: d2.id },
      ...stores.map((st) => ({ partnerLocationId: st.id })),
    ];
    await db.insert(s.offers).values(
      Array.from({ length: 36 }, (_, i) => ({
        ...owners[i % owners.length],
        title: i % 3 === 0 ? `Café ${i}` : `Oferta ${i}`,
        description: i % 5 === 0 ? 'desconto em café' : null,
        offerType: OFFER_TYPES[i % OFFER_TYPES.length] ?? 'GIFT',
        pointsCost: (i * 37) % 500,
        validFrom: new Date(now - DAY),
        validUntil: new Date(now + (i % 4 === 0 ? -DAY / 2 : DAY)),
        isActive: i % 7 !== 0,
      })),
    );
    audiences = [
      { kind: 'customer', dealershipId: null, memberOf: [] },
      { kind: 'customer', dealershipId: d1.id, memberOf: [] },
      { kind: 'customer', dealershipId: d2.id, memberOf: [] },
      { kind: 'all' },
      { kind: 'dealership', dealershipId: d1.id },
      { kind: 'dealership', dealershipId: d2.id },
      { kind: 'partner', partnerId: p1.id },
      { kind: 'partner', partnerId: p2.id },
    ];
  });
  after(() => ctx.close());

  const filters = (audience: OfferAudience): OfferFilter[] => [
    { audience },
    { audience, ordering: '-title' },
    { audience, activeOnly: true, validOnly: true },
    { audience, search: 'café', activeOnly: true, validOnly: true },
    { audience, search: 'oferta', type: 'GIFT' },
    { audience, type: 'CUPOM_DESCONTO', ordering: '-points_cost' },
    { audience, search: 'café', ordering: 'title' },
  ];
  const pages: Paging[] = [
    { page: 1, pageSize: 10, offset: 0 },
    { page: 2, pageSize: 4, offset: 4 },
  ];

  test('every audience × filter × page: same count and rows, twice over (second time from the cache)', async () => {
    const repo = createOffersRepository(ctx.db);
    for (let round = 0; round < 2; round++) {
      for (const audience of audiences) {
        for (const filter of filters(audience)) {
          const all = (await repo.listQuery(filter)).map(repo.flatten);
          for (const p of pages) {
            const label = `${JSON.stringify(filter)} page ${p.page}`;
            const got = await repo.page(filter, p);
            assert.equal(got.count, all.length, label);
            assert.deepEqual(
              got.rows.map((row) => row.id),
              all.slice(p.offset, p.offset + p.pageSize).map((row) => row.id),
              label,
            );
            assert.deepEqual(got.rows, all.slice(p.offset, p.offset + p.pageSize), label);
          }
        }
      }
    }
    // The partner scope must not have answered both partners with the first one's stores (and so on).
    const [first, second] = await Promise.all(
      audiences.slice(6).map((audience) => repo.page({ audience }, pages[0] as Paging)),
    );
    assert.ok(first && second && first.count > 0 && second.count > 0);
    assert.notDeepEqual(
      first.rows.map((row) => row.id),
      second.rows.map((row) => row.id),
    );
  });
});
