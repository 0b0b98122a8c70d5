import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, lt } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { isValidCpf } from '../domain/cpf.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../test/helpers.ts';
import { balanceMismatches, batchMismatches, partnerCustomerMismatches } from '../test/loyalty-helpers.ts';
import { DEMO_ACCOUNTS, seedDatabase, seedIfEmpty } from './index.ts';

describe('demo seed', () => {
  let ctx: TestContext;
  let seedMs = 0;
  before(async () => {
    ctx = await createTestContext();
    const started = Date.now();
    await seedDatabase(ctx.db);
    seedMs = Date.now() - started;
  });
  after(() => ctx.close());

  const total = async (table: Parameters<ReturnType<typeof ctx.db.select>['from']>[0]) =>
    (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  test('seeds the demo catalogue quickly and only once', async () => {
    assert.ok(seedMs < 10_000, `seed took ${seedMs} ms`);
    assert.equal(await total(s.users), 304);
    assert.equal(await total(s.dealerships), 5);
    assert.equal(await total(s.partners), 8);
    assert.equal(await total(s.partnerLocations), 12);
    const offers = await ctx.db.select({ type: s.offers.offerType }).from(s.offers);
    assert.ok(offers.length >= 25);
    assert.equal(new Set(offers.map((o) => o.type)).size, 6, 'all six offer types');
    assert.equal(await seedIfEmpty(ctx.db), false);
  });

  test('customers have valid, unique CPFs', async () => {
    const rows = await ctx.db.select({ cpf: s.users.cpf }).from(s.users);
    assert.ok(rows.every((r) => isValidCpf(r.cpf)));
    assert.equal(new Set(rows.map((r) => r.cpf)).size, rows.length);
  });

  test('balances derive from the ledger and never go negative; redemptions used and pending', async () => {
    assert.deepEqual(await balanceMismatches(ctx.db), [], 'totals equal the ledger');
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), [], 'partner customers equal the ledger');
    const negative = await ctx.db.select({ n: count() }).from(s.users).where(lt(s.users.pointsBalance, 0));
    assert.equal(negative[0]?.n, 0);
    const used = await ctx.db
      .select({ n: count() })
      .from(s.redemptions)
      .where(eq(s.redemptions.isUsed, true));
    const all = await total(s.redemptions);
    assert.ok((used[0]?.n ?? 0) > 0 && (used[0]?.n ?? 0) < all);
  });

  test('the demo programme: 24-month validity, reminders 30 days before, nothing pending; no seeded point expires', async () => {
    const [settings] = await ctx.db.select().from(s.programmeSettings);
    assert.equal(settings?.validityMonths, 24);
    assert.equal(settings?.reminderDays, 30);
    assert.deepEqual(
      [settings?.pendingDaysService, settings?.pendingDaysPurchase, settings?.pendingDaysManual],
      [0, 0, 0],
    );
    // The balances are OPENING batches, available and never expiring: the screens' figures and the
    // liability's expiry windows are what they were before the programme had a validity.
    const batches = await ctx.db.select().from(s.pointsBatches);
    assert.ok(batches.length > 0);
    assert.ok(batches.every((b) => b.source === 'OPENING' && b.expiresAt === null && b.releasedAt !== null));
    assert.deepEqual(await batchMismatches(ctx.db), []);
    const admin = await accessToken(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const liability = (await getJson(ctx.app, '/api/v1/loyalty/admin/liability/', admin)).json();
    assert.deepEqual(
      [liability.points.pending, liability.points.expiring_90, liability.points.expired],
      [0, 0, 0],
    );
  });

  test('demo accounts sign in; stats and scoping match the data', async () => {
    const admin = await accessToken(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const stats = (await getJson(ctx.app, '/api/v1/users/dashboard/stats/', admin)).json();
    assert.equal(stats.total_users_count, 304);
    assert.equal(stats.redemptions_count, await total(s.redemptions));
    assert.ok(stats.daily_logins_count > 0);
    assert.ok(stats.active_users_count < stats.total_users_count);

    const staff = await accessToken(
      ctx.app,
      DEMO_ACCOUNTS.dealership.email,
      DEMO_ACCOUNTS.dealership.password,
    );
    const [me] = await ctx.db
      .select({ dealershipId: s.users.dealershipId })
      .from(s.users)
      .where(eq(s.users.email, DEMO_ACCOUNTS.dealership.email));
    const own = await ctx.db
      .select({ n: count() })
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.dealershipId, me?.dealershipId ?? -1));
    // page_size 100: the bounded count reaches 1,101 rows, past this dealership's entries.
    const page = (
      await getJson(ctx.app, '/api/v1/loyalty/admin/activities/recent/?page_size=100', staff)
    ).json();
    assert.equal(page.count_is_exact, true);
    assert.equal(page.count, own[0]?.n);
    assert.ok(page.count < (await total(s.pointsLedger)));

    const partner = await accessToken(ctx.app, DEMO_ACCOUNTS.partner.email, DEMO_ACCOUNTS.partner.password);
    const redemption = (
      await getJson(ctx.app, '/api/v1/loyalty/admin/activities/recent/?page_size=5', partner)
    ).json();
    assert.ok(redemption.count > 0);
    assert.match(redemption.results[0].description, /^Resgate de oferta: .+ \(\d+ pontos\)$/);
  });
});
