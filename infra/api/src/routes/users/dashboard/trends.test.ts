import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DashboardTrends, TrendPoint } from '@fidelidade/contract';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';

const URL = '/api/v1/users/dashboard/trends/';
const DAYS_ERROR = { days: ['Use 7, 30 ou 90 dias.'] };
const DAY = 86_400_000;

/** The São Paulo calendar day of an instant, 'AAAA-MM-DD' (en-CA writes ISO dates). */
const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
/** Noon (São Paulo, UTC-3) of the day `daysAgo` days before today there. */
const noonOf = (daysAgo: number) =>
  new Date(`${saoPauloDay(new Date(Date.now() - daysAgo * DAY))}T15:00:00Z`);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - DAY).toISOString().slice(0, 10);

/** Where a ledger entry or a redemption happened, and when. */
interface Placed {
  createdAt: Date;
  dealershipId: number | null;
  partnerLocationId: number | null;
}

/** What the series must be, computed in JavaScript from every row the scope can see. */
function expectedSeries(
  from: string,
  to: string,
  ledger: Array<Placed & { points: number; kind: string }>,
  redeemed: Placed[],
): TrendPoint[] {
  const days = new Map<string, TrendPoint>();
  for (let day = to; day >= from; day = dayBefore(day)) {
    days.set(day, { date: day, points_earned: 0, points_spent: 0, redemptions: 0 });
  }
  for (const row of ledger) {
    const point = days.get(saoPauloDay(row.createdAt));
    if (point && row.points > 0) point.points_earned += row.points;
    // Expiries are not spending: they have their own column (points lifecycle).
    if (point && row.points < 0 && row.kind !== 'EXPIRATION') point.points_spent -= row.points;
  }
  for (const row of redeemed) {
    const point = days.get(saoPauloDay(row.createdAt));
    if (point) point.redemptions += 1;
  }
  return [...days.values()].reverse();
}

describe('GET users/dashboard/trends/', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '' };
  /** Two days that only the boundary entries below touch. */
  const boundaryDay = saoPauloDay(noonOf(60));

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    const places = [
      { dealershipId: fx.d1.id },
      { dealershipId: fx.d2.id },
      { partnerLocationId: fx.s1.id },
      { partnerLocationId: fx.s2.id },
    ];
    // Activity on some days of the last 90 (and before, and tomorrow), in every scope; debits
    // include a manual adjustment, which counts by its sign.
    const ledger = [0, 1, 2, 5, 6, 10, 29, 30, 45, 89, 90, 120, -1].flatMap((daysAgo, i) =>
      places.map((place, j) => ({
        userId: fx.c1,
        points: (i + 1) * 10 + j,
        kind: 'BONUS' as const,
        createdAt: noonOf(daysAgo),
        ...place,
      })),
    );
    const debits = [1, 6, 29, 89].map((daysAgo, i) => ({
      userId: fx.c3,
      points: -(i + 3),
      kind: i % 2 === 0 ? ('ADJUSTMENT' as const) : ('EXPIRATION' as const),
      createdAt: noonOf(daysAgo),
      ...places[i % places.length],
    }));
    // 02:30Z is 23:30 of the day before in São Paulo; 03:00Z is midnight of the day itself.
    const boundary = [
      { userId: fx.c1, points: 7, kind: 'BONUS' as const, createdAt: new Date(`${boundaryDay}T02:30:00Z`) },
      { userId: fx.c1, points: 11, kind: 'BONUS' as const, createdAt: new Date(`${boundaryDay}T03:00:00Z`) },
    ];
    await ctx.db.insert(s.pointsLedger).values([...ledger, ...debits, ...boundary]);
    const [offer] = await ctx.db.select({ id: s.offers.id }).from(s.offers).limit(1);
    await ctx.db.insert(s.redemptions).values(
      [0, 2, 2, 7, 29, 31, 89].map((daysAgo, i) => ({
        userId: fx.c1,
        offerId: offer?.id ?? 0,
        pointsSpent: 0,
        voucherCode: `TREND-${i}`,
        createdAt: noonOf(daysAgo),
        ...places[i % places.length],
      })),
    );
  });
  after(() => ctx.close());

  const trends = async (token: string, query = '') => {
    const res = await getJson(ctx.app, `${URL}${query}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<DashboardTrends>();
  };
  const rows = async () => ({
    ledger: await ctx.db.select().from(s.pointsLedger),
    redeemed: await ctx.db.select().from(s.redemptions),
  });

  test('each role scope: every day of the period equals the sums of the ledger and redemptions it sees', async () => {
    const all = await rows();
    const scopes = {
      admin: () => true,
      staff: (row: Placed) => row.dealershipId === fx.d1.id,
      partner: (row: Placed) => row.partnerLocationId === fx.s1.id,
    };
    for (const [who, visible] of Object.entries(scopes)) {
      const body = await trends(tokens[who as keyof typeof tokens], '?days=90');
      assert.equal(body.days, 90);
      assert.equal(body.to, saoPauloDay(new Date()), 'to is today in São Paulo');
      assert.equal(body.series.length, 90);
      assert.equal(body.from, body.series[0]?.date);
      const expected = expectedSeries(
        body.from,
        body.to,
        all.ledger.filter(visible),
        all.redeemed.filter(visible),
      );
      assert.deepEqual(body.series, expected, who);
      const totals = body.series.reduce((sum, day) => sum + day.points_earned + day.redemptions, 0);
      assert.ok(totals > 0, `${who} sees activity`);
    }
  });

  test('days without activity are present as zeros, oldest day first, consecutive', async () => {
    const body = await trends(tokens.staff, '?days=30');
    const dates = body.series.map((day) => day.date);
    assert.deepEqual(dates, [...dates].sort());
    for (let i = 1; i < dates.length; i++) assert.equal(dayBefore(dates[i] ?? ''), dates[i - 1]);
    // Four days ago: older than every shared fixture (at most 50 hours old) and not one of the
    // days above, whatever the hour the suite runs.
    const zero = body.series.find((day) => day.date === saoPauloDay(noonOf(4)));
    assert.deepEqual(zero, {
      date: saoPauloDay(noonOf(4)),
      points_earned: 0,
      points_spent: 0,
      redemptions: 0,
    });
  });

  test('São Paulo day boundaries: an entry at 02:30Z belongs to the previous local day', async () => {
    const body = await trends(tokens.admin, '?days=90');
    const on = (date: string) => body.series.find((day) => day.date === date)?.points_earned;
    assert.equal(on(dayBefore(boundaryDay)), 7);
    assert.equal(on(boundaryDay), 11);
  });

  test('default is 30 days; 7 gives a week ending today', async () => {
    const byDefault = await trends(tokens.admin);
    assert.deepEqual(byDefault, await trends(tokens.admin, '?days=30'));
    assert.equal(byDefault.days, 30);
    const week = await trends(tokens.admin, '?days=7');
    assert.equal(week.series.length, 7);
    assert.deepEqual(week.series, byDefault.series.slice(-7));
  });

  test('any other period is a 400 naming the choices', async () => {
    for (const days of ['15', '0', '-7', '7.5', 'abc', '', '30,90']) {
      const res = await getJson(ctx.app, `${URL}?days=${days}`, tokens.admin);
      assert.deepEqual([res.statusCode, res.json()], [400, DAYS_ERROR], `days=${days}`);
    }
  });

  test('the per-day totals follow the ledger through updates and deletes', async () => {
    // A store deleted (its entries' place set to null), an entry moved to another day, a customer
    // deleted with their entries: each goes through the points_ledger_daily triggers.
    await ctx.db.delete(s.partnerLocations).where(eq(s.partnerLocations.id, fx.s2.id));
    const [moved] = await ctx.db.select({ id: s.pointsLedger.id }).from(s.pointsLedger).limit(1);
    await ctx.db
      .update(s.pointsLedger)
      .set({ createdAt: noonOf(4), dealershipId: fx.d2.id })
      .where(eq(s.pointsLedger.id, moved?.id ?? 0));
    await ctx.db.delete(s.users).where(eq(s.users.id, fx.c3));
    const fromLedger = await ctx.db
      .select({
        day: sql<string>`to_char(${s.pointsLedger.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`,
        dealershipId: s.pointsLedger.dealershipId,
        partnerLocationId: s.pointsLedger.partnerLocationId,
        earned:
          sql<number>`coalesce(sum(${s.pointsLedger.points}) filter (where ${s.pointsLedger.points} > 0), 0)`.mapWith(
            Number,
          ),
        spent:
          sql<number>`coalesce(-sum(${s.pointsLedger.points}) filter (where ${s.pointsLedger.points} < 0), 0)`.mapWith(
            Number,
          ),
      })
      .from(s.pointsLedger)
      .groupBy(sql`1`, s.pointsLedger.dealershipId, s.pointsLedger.partnerLocationId)
      .orderBy(sql`1`, s.pointsLedger.dealershipId, s.pointsLedger.partnerLocationId);
    const kept = await ctx.db
      .select({
        day: s.pointsLedgerDaily.day,
        dealershipId: s.pointsLedgerDaily.dealershipId,
        partnerLocationId: s.pointsLedgerDaily.partnerLocationId,
        earned: s.pointsLedgerDaily.pointsEarned,
        spent: s.pointsLedgerDaily.pointsSpent,
      })
      .from(s.pointsLedgerDaily)
      .where(sql`${s.pointsLedgerDaily.pointsEarned} <> 0 or ${s.pointsLedgerDaily.pointsSpent} <> 0`)
      .orderBy(
        s.pointsLedgerDaily.day,
        s.pointsLedgerDaily.dealershipId,
        s.pointsLedgerDaily.partnerLocationId,
      );
    assert.deepEqual(kept, fromLedger);
    assert.ok(!kept.some((row) => row.partnerLocationId === fx.s2.id), 'the deleted store’s amounts moved');
    const all = await rows();
    const body = await trends(tokens.admin, '?days=90');
    assert.deepEqual(body.series, expectedSeries(body.from, body.to, all.ledger, all.redeemed));
  });

  test('401 without a token', async () => {
    assert.equal((await getJson(ctx.app, URL)).statusCode, 401);
  });
});
