import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../../test/helpers.ts';
import { partnerCustomerMismatches } from '../../../../test/loyalty-helpers.ts';

const SUMMARY = '/api/v1/loyalty/admin/points/summary/?page_size=100';

interface SummaryPage {
  count: number;
  results: Array<{ user_id: number; last_activity: string | null }>;
}

/**
 * A partner sees the customers with ledger entries or redemptions at its stores (docs/architecture.md §6). The
 * partner_customers relation behind that is kept by triggers: it must always equal what the
 * ledger and the redemptions say, through new activity, a store moving to another partner and a
 * store being deleted.
 */
describe('partner customers (PARCEIRO scope)', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let partner = '';
  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  const summary = async () => (await getJson(ctx.app, SUMMARY, partner)).json<SummaryPage>();

  test('the partner lists exactly the customers active at its stores', async () => {
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    const page = await summary();
    assert.deepEqual(
      page.results.map((r) => r.user_id),
      [fx.c3],
    );
  });

  test('new activity at a store links the customer at once, most recent first', async () => {
    const when = new Date();
    await ctx.db.insert(s.pointsLedger).values({
      userId: fx.c1,
      points: 15,
      kind: 'BONUS',
      description: 'Bônus na Loja Um',
      partnerLocationId: fx.s1.id,
      createdAt: when,
    });
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    const page = await summary();
    assert.deepEqual(
      page.results.map((r) => r.user_id),
      [fx.c1, fx.c3],
    );
    assert.equal(page.results[0]?.last_activity, when.toISOString());
  });

  test('a store moved to another partner takes its customers along', async () => {
    await ctx.db
      .update(s.partnerLocations)
      .set({ partnerId: fx.p2.id })
      .where(eq(s.partnerLocations.id, fx.s1.id));
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    assert.equal((await summary()).count, 0);
    await ctx.db
      .update(s.partnerLocations)
      .set({ partnerId: fx.p1.id })
      .where(eq(s.partnerLocations.id, fx.s1.id));
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    assert.equal((await summary()).count, 2);
  });

  test('a deleted store no longer links its customers', async () => {
    const [store] = await ctx.db
      .insert(s.partnerLocations)
      .values({ storeName: 'Loja Temporária', partnerId: fx.p1.id, locationId: fx.s1.locationId })
      .returning();
    assert.ok(store);
    await ctx.db.insert(s.pointsLedger).values({
      userId: fx.c2,
      points: 5,
      kind: 'BONUS',
      description: 'Bônus na loja temporária',
      partnerLocationId: store.id,
    });
    assert.equal((await summary()).count, 3);
    await ctx.db.delete(s.partnerLocations).where(eq(s.partnerLocations.id, store.id));
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    assert.deepEqual(
      (await summary()).results.map((r) => r.user_id),
      [fx.c1, fx.c3],
    );
  });
});
