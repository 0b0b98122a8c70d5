import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { isDebit } from '../domain/ledger-direction.ts';
import type { Scope } from '../domain/principal.ts';
import { insertFixtures } from '../test/fixtures.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { type ActivityType, createLedgerRepository } from './ledger.ts';
import { createLoyaltyAdminRepository } from './loyalty-admin.ts';
import { createStatsRepository } from './stats.ts';

interface Placed {
  dealershipId: number | null;
  partnerLocationId: number | null;
}

const PAGE = { page: 1, pageSize: 100, offset: 0 };

/** An exactly counted page must hold `expected` and nothing else; true when it is not empty. */
function holdsExactly(
  got: { count: { count: number; exact: boolean } },
  ids: number[],
  expected: number[],
  label: string,
) {
  assert.deepEqual(got.count, { count: expected.length, exact: true }, label);
  assert.deepEqual(ids.sort(), expected.sort(), label);
  return expected.length > 0;
}

/**
 * The back office's ledger page (activities, transactions) and recent redemptions run each shape of
 * filter as a query prepared once, its values bound to placeholders (db/prepared-shapes.ts). Every
 * scope and filter, asked in turn on one repository (so each later one reuses a prepared shape with
 * other values), must answer exactly the rows the filter names, computed here from the stored rows.
 */
describe('scoped lists: prepared shapes bind each call its own scope and filters', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let scopes: Array<[Scope, (row: Placed) => boolean]>;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    scopes = [
      [{ kind: 'all' }, () => true],
      [{ kind: 'dealership', dealershipId: fx.d1.id }, (row) => row.dealershipId === fx.d1.id],
      [{ kind: 'dealership', dealershipId: fx.d2.id }, (row) => row.dealershipId === fx.d2.id],
      [{ kind: 'partner', partnerId: fx.p1.id }, (row) => row.partnerLocationId === fx.s1.id],
      [{ kind: 'partner', partnerId: fx.p2.id }, (row) => row.partnerLocationId === fx.s2.id],
    ];
  });
  after(() => ctx.close());

  test('ledger page: every scope × activity type × search, twice over', async () => {
    const stored = await ctx.db
      .select({
        id: s.pointsLedger.id,
        dealershipId: s.pointsLedger.dealershipId,
        partnerLocationId: s.pointsLedger.partnerLocationId,
        points: s.pointsLedger.points,
        kind: s.pointsLedger.kind,
        text: s.pointsLedger.description,
        name: s.users.fullName,
      })
      .from(s.pointsLedger)
      .innerJoin(s.users, eq(s.users.id, s.pointsLedger.userId));
    const types: Array<[ActivityType | undefined, (row: (typeof stored)[number]) => boolean]> = [
      [undefined, () => true],
      ['Adição', (row) => !isDebit(row)],
      ['Subtração', (row) => isDebit(row)],
    ];
    const searches: Array<[string | undefined, (row: (typeof stored)[number]) => boolean]> = [
      [undefined, () => true],
      ['um', (row) => `${row.name} ${row.text}`.toLowerCase().includes('um')],
    ];
    const repo = createLedgerRepository(ctx.db);
    let nonEmpty = 0;
    for (let round = 0; round < 2; round++) {
      for (const [scope, inScope] of scopes) {
        for (const [activityType, ofType] of types) {
          for (const [search, matches] of searches) {
            const label = JSON.stringify({ scope, activityType, search });
            const expected = stored
              .filter((row) => inScope(row) && ofType(row) && matches(row))
              .map((row) => row.id);
            const got = await repo.page({ scope, activityType, search }, PAGE);
            const ids = got.rows.map((row) => row.id);
            if (holdsExactly(got, ids, expected, label)) nonEmpty++;
          }
        }
      }
    }
    assert.ok(nonEmpty >= 20, `the cases must find rows (${nonEmpty})`);
  });

  test('points summary: every scope × search × active only, twice over', async () => {
    const customers = await ctx.db
      .select({
        id: s.users.id,
        name: s.users.fullName,
        cpf: s.users.cpf,
        dealershipId: s.users.dealershipId,
        isActive: s.users.isActive,
      })
      .from(s.users)
      .where(eq(s.users.userType, 'CLIENTE'));
    const links = await ctx.db.select().from(s.partnerCustomers);
    const inScope = (scope: Scope, id: number, dealershipId: number | null) =>
      scope.kind === 'all' ||
      (scope.kind === 'dealership' && dealershipId === scope.dealershipId) ||
      (scope.kind === 'partner' &&
        links.some((link) => link.partnerId === scope.partnerId && link.userId === id));
    const cpfDigits = customers[1]?.cpf.slice(2, 6) ?? '';
    const searches: Array<[string | undefined, (row: (typeof customers)[number]) => boolean]> = [
      [undefined, () => true],
      ['cliente', (row) => row.name.toLowerCase().includes('cliente')],
      [` ${cpfDigits} `, (row) => row.cpf.includes(cpfDigits) || row.name.includes(cpfDigits)],
    ];
    const repo = createLoyaltyAdminRepository(ctx.db);
    let nonEmpty = 0;
    for (let round = 0; round < 2; round++) {
      for (const [scope] of scopes) {
        for (const [search, matches] of searches) {
          for (const activeOnly of [false, true]) {
            const label = JSON.stringify({ scope, search, activeOnly });
            const expected = customers
              .filter(
                (row) =>
                  inScope(scope, row.id, row.dealershipId) && matches(row) && (!activeOnly || row.isActive),
              )
              .map((row) => row.id);
            const got = await repo.pointsSummary({ scope, search, activeOnly }, PAGE);
            const ids = got.rows.map((row) => row.userId);
            if (holdsExactly(got, ids, expected, label)) nonEmpty++;
          }
        }
      }
    }
    assert.ok(nonEmpty >= 20, `the cases must find rows (${nonEmpty})`);
  });

  test('dashboard stats: every scope in turn, twice over; an anonymised customer is nobody', async () => {
    await ctx.db.insert(s.loginEvents).values([{ userId: fx.c1 }, { userId: fx.c3 }, { userId: fx.c3 }]);
    await ctx.db
      .update(s.users)
      .set({ anonymizedAt: new Date(), isActive: false })
      .where(eq(s.users.id, fx.c1));
    const stored = await ctx.db
      .select({
        id: s.users.id,
        dealershipId: s.users.dealershipId,
        partnerId: s.users.partnerId,
        isActive: s.users.isActive,
        anonymizedAt: s.users.anonymizedAt,
      })
      .from(s.users);
    const people = stored.filter((person) => person.anonymizedAt === null);
    assert.equal(people.length, stored.length - 1);
    const links = await ctx.db.select().from(s.partnerCustomers);
    const logins = await ctx.db.select({ userId: s.loginEvents.userId }).from(s.loginEvents);
    const sold = await ctx.db
      .select({
        dealershipId: s.redemptions.dealershipId,
        partnerLocationId: s.redemptions.partnerLocationId,
      })
      .from(s.redemptions);
    const repo = createStatsRepository(ctx.db);
    for (let round = 0; round < 2; round++) {
      for (const [scope, placed] of scopes) {
        const seen = (id: number) => {
          const person = stored.find((p) => p.id === id);
          if (scope.kind === 'all') return true;
          if (scope.kind === 'dealership') return person?.dealershipId === scope.dealershipId;
          if (scope.kind !== 'partner') throw new Error(`escopo não coberto: ${scope.kind}`);
          return (
            person?.partnerId === scope.partnerId ||
            links.some((l) => l.partnerId === scope.partnerId && l.userId === id)
          );
        };
        const visible = people.filter((p) => seen(p.id));
        assert.deepEqual(
          await repo.dashboard(scope),
          {
            total_users_count: visible.length,
            active_users_count: visible.filter((p) => p.isActive).length,
            daily_logins_count: logins.filter((l) => seen(l.userId)).length,
            redemptions_count: sold.filter(placed).length,
          },
          JSON.stringify(scope),
        );
      }
    }
  });

  test('recent redemptions: every scope × status, twice over', async () => {
    const stored = await ctx.db
      .select({
        id: s.redemptions.id,
        dealershipId: s.redemptions.dealershipId,
        partnerLocationId: s.redemptions.partnerLocationId,
        isUsed: s.redemptions.isUsed,
      })
      .from(s.redemptions);
    const statuses = [undefined, 'pendente', 'utilizado'] as const;
    const repo = createLoyaltyAdminRepository(ctx.db);
    for (let round = 0; round < 2; round++) {
      for (const [scope, inScope] of scopes) {
        for (const status of statuses) {
          const label = JSON.stringify({ scope, status });
          const expected = stored
            .filter(
              (row) => inScope(row) && (status === undefined || row.isUsed === (status === 'utilizado')),
            )
            .map((row) => row.id);
          const got = await repo.recentRedemptions({ scope, status }, PAGE);
          assert.equal(got.count, expected.length, label);
          assert.deepEqual(got.rows.map((row) => row.id).sort(), expected.sort(), label);
        }
      }
    }
  });
});
