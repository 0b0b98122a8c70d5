import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { insertFixtures } from '../test/fixtures.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { createVouchersRepository, type VoucherFilter, type VoucherOwner } from './vouchers.ts';

interface Stored {
  code: string;
  userId: number;
  dealershipId: number | null;
  storeId: number | null;
  isUsed: boolean;
}

/**
 * page() runs each shape of filter as a query prepared once, its values bound to placeholders
 * (db/prepared-shapes.ts). Every owner, filter and ordering, asked in turn on one repository (so
 * later ones come from the cache with other values), must answer exactly the vouchers the filter
 * names, computed here from the rows as stored.
 */
describe('vouchers page: prepared shapes bind each call its own values', () => {
  let ctx: TestContext;
  let stored: Stored[];
  let fx: Awaited<ReturnType<typeof insertFixtures>>;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    const [offer] = await ctx.db
      .select({ id: s.offers.id })
      .from(s.offers)
      .where(eq(s.offers.title, 'Café grátis'));
    if (!offer) throw new Error('fixtures');
    const places = [
      { dealershipId: fx.d1.id },
      { dealershipId: fx.d2.id },
      { partnerLocationId: fx.s1.id },
      { partnerLocationId: fx.s2.id },
    ];
    await ctx.db.insert(s.redemptions).values(
      Array.from({ length: 24 }, (_, i) => ({
        ...places[i % places.length],
        userId: i % 3 === 0 ? fx.c1 : fx.c3,
        offerId: offer.id,
        pointsSpent: 10 + i,
        voucherCode: `P-${String(i).padStart(2, '0')}`,
        isUsed: i % 5 === 0,
      })),
    );
    stored = (
      await ctx.db
        .select({
          code: s.redemptions.voucherCode,
          userId: s.redemptions.userId,
          dealershipId: s.redemptions.dealershipId,
          storeId: s.redemptions.partnerLocationId,
          isUsed: s.redemptions.isUsed,
        })
        .from(s.redemptions)
    ).map((row) => ({ ...row, code: row.code ?? '' }));
  });
  after(() => ctx.close());

  const owners = (): Array<[VoucherOwner, (row: Stored) => boolean]> => [
    [{ kind: 'customer', userId: fx.c1 }, (row) => row.userId === fx.c1],
    [{ kind: 'customer', userId: fx.c3 }, (row) => row.userId === fx.c3],
    [{ kind: 'staff', scope: { kind: 'all' } }, () => true],
    [
      { kind: 'staff', scope: { kind: 'dealership', dealershipId: fx.d1.id } },
      (row) => row.dealershipId === fx.d1.id,
    ],
    [
      { kind: 'staff', scope: { kind: 'dealership', dealershipId: fx.d2.id } },
      (row) => row.dealershipId === fx.d2.id,
    ],
    [{ kind: 'staff', scope: { kind: 'partner', partnerId: fx.p1.id } }, (row) => row.storeId === fx.s1.id],
    [{ kind: 'staff', scope: { kind: 'partner', partnerId: fx.p2.id } }, (row) => row.storeId === fx.s2.id],
  ];
  const filters = (owner: VoucherOwner): Array<[VoucherFilter, (row: Stored) => boolean]> => [
    [{ owner }, () => true],
    [{ owner, status: 'utilizado' }, (row) => row.isUsed],
    [{ owner, status: 'pendente' }, (row) => !row.isUsed],
    [{ owner, search: 'p-1' }, (row) => row.code.startsWith('P-1')],
    [{ owner, userId: fx.c1, ordering: '-voucher_code' }, (row) => row.userId === fx.c1],
    [
      { owner, userId: fx.c3, search: 'p-2', status: 'pendente' },
      (row) => row.userId === fx.c3 && row.code.startsWith('P-2') && !row.isUsed,
    ],
  ];

  test('every owner × filter, in turn on one repository: the count and the vouchers the filter names', async () => {
    const repo = createVouchersRepository(ctx.db);
    for (let round = 0; round < 2; round++) {
      for (const [owner, owns] of owners()) {
        for (const [filter, keeps] of filters(owner)) {
          const label = JSON.stringify(filter);
          const expected = stored.filter((row) => owns(row) && keeps(row)).map((row) => row.code);
          const got = await repo.page(filter, { page: 1, pageSize: 100, offset: 0 });
          assert.equal(got.count, expected.length, label);
          assert.deepEqual(got.rows.map((row) => row.voucherCode).sort(), expected.sort(), label);
        }
      }
    }
  });

  test('paging and ordering are bound per call too', async () => {
    const repo = createVouchersRepository(ctx.db);
    const owner: VoucherOwner = { kind: 'staff', scope: { kind: 'all' } };
    const all = stored.map((row) => row.code).sort();
    for (const [offset, pageSize] of [
      [0, 5],
      [5, 5],
      [20, 3],
    ] as const) {
      const got = await repo.page({ owner, ordering: 'voucher_code' }, { page: 1, pageSize, offset });
      assert.deepEqual(
        got.rows.map((row) => row.voucherCode),
        all.slice(offset, offset + pageSize),
      );
    }
  });
});
