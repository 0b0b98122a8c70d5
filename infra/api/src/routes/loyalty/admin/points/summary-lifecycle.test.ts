import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../../db/schema/index.ts';
import { creditPoints } from '../../../../services/points/batch-credit.ts';
import { readProgrammeSettings } from '../../../../services/points/programme-settings.ts';
import { parseCsv } from '../../../../test/export-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../../test/helpers.ts';

const SUMMARY = '/api/v1/loyalty/admin/points/summary/';
const DAY = 86_400_000;

interface Row {
  user_id: number;
  points_balance: number;
  points_pending: number;
  points_expiring: number;
}

/**
 * Tabelas → Usuários' 'Pendentes' and 'A expirar' (docs/api.md): users.points_pending as the
 * batches' trigger keeps it, and the released points expiring within the programme's reminder
 * window, on the page and in the CSV export, in every scope.
 */
describe('points summary: pending and expiring points', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '' };
  const rowOf = async (token: string, userId: number, query = '') => {
    const res = await getJson(ctx.app, `${SUMMARY}?page_size=100${query}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().results as Row[]).find((row) => row.user_id === userId);
  };

  before(async () => {
    ctx = await createTestContext({ POINTS_JOBS_INTERVAL_MS: 0 });
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    // Points expire 12 months after they are earned; purchases wait 30 days; reminders 30 days ahead.
    await ctx.db
      .update(s.programmeSettings)
      .set({ validityMonths: 12, pendingDaysPurchase: 30, pendingDaysService: 0, reminderDays: 30 })
      .where(eq(s.programmeSettings.id, 1));
    const settings = await readProgrammeSettings(ctx.db);
    const now = new Date();
    await ctx.db.transaction((tx) =>
      creditPoints(
        tx,
        [
          // Earned 11.5 months ago: expires in about 15 days, inside the 30-day window.
          {
            userId: fx.c1,
            source: 'SERVICE',
            points: 40,
            earnedAt: new Date(now.getTime() - 350 * DAY),
            description: 'Revisão antiga',
          },
          // Earned 10 months ago: expires in about 60 days, outside the window.
          {
            userId: fx.c1,
            source: 'SERVICE',
            points: 70,
            earnedAt: new Date(now.getTime() - 305 * DAY),
            description: 'Revisão',
          },
          // A purchase today: pending for 30 days, so not counted as expiring either.
          { userId: fx.c1, source: 'MERCHANDISE', points: 25, earnedAt: now, description: 'Pneus' },
        ],
        settings,
        now,
      ),
    );
  });
  after(() => ctx.close());

  test('each row carries its pending points and the points expiring within the reminder window', async () => {
    const row = await rowOf(tokens.admin, fx.c1);
    assert.ok(row, 'Cliente Um listed');
    assert.equal(row.points_pending, 25);
    assert.equal(row.points_expiring, 40);
    const [user] = await ctx.db
      .select({ pending: s.users.pointsPending })
      .from(s.users)
      .where(eq(s.users.id, fx.c1));
    assert.equal(user?.pending, 25, 'the trigger-kept column');
    const other = await rowOf(tokens.admin, fx.c2);
    assert.deepEqual([other?.points_pending, other?.points_expiring], [0, 0]);
    // The customer page's figures agree with the list.
    const points = await getJson(ctx.app, `/api/v1/users/${fx.c1}/points/`, tokens.admin);
    assert.deepEqual([points.json().pending, points.json().expiring], [25, 40]);
  });

  test('a longer reminder window counts the next batch too; the scope sees the same figures', async () => {
    await ctx.db.update(s.programmeSettings).set({ reminderDays: 90 }).where(eq(s.programmeSettings.id, 1));
    assert.equal((await rowOf(tokens.admin, fx.c1))?.points_expiring, 110);
    const staff = await rowOf(tokens.staff, fx.c1, '&ordering=-points_balance');
    assert.deepEqual([staff?.points_pending, staff?.points_expiring], [25, 110]);
    await ctx.db.update(s.programmeSettings).set({ reminderDays: 30 }).where(eq(s.programmeSettings.id, 1));
  });

  test('an expired batch no longer counts as expiring', async () => {
    await ctx.db
      .update(s.pointsBatches)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(s.pointsBatches.description, 'Revisão antiga'));
    assert.equal((await rowOf(tokens.admin, fx.c1))?.points_expiring, 0);
    await ctx.db
      .update(s.pointsBatches)
      .set({ expiresAt: new Date(Date.now() + 15 * DAY) })
      .where(eq(s.pointsBatches.description, 'Revisão antiga'));
  });

  test("the CSV export has 'Pendentes' and 'A expirar' after 'Saldo'", async () => {
    const res = await getJson(ctx.app, `${SUMMARY}?format=csv&search=Cliente%20Um`, tokens.admin);
    assert.equal(res.statusCode, 200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    assert.deepEqual(header?.slice(0, 5), ['Usuário', 'CPF', 'Saldo', 'Pendentes', 'A expirar']);
    assert.deepEqual(
      rows.map((row) => [row[0], row[3], row[4]]),
      [['Cliente Um', '25', '40']],
    );
  });
});
