import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { balanceMismatches, batchMismatches } from '../../test/loyalty-helpers.ts';
import { creditPoints } from './batch-credit.ts';
import { debitPoints, spendableBalance } from './batch-debit.ts';
import { expireBatches } from './batch-expire.ts';
import { reverseBatch } from './batch-reverse.ts';
import { dueChunk } from './due-batches.ts';
import { readProgrammeSettings } from './programme-settings.ts';

const DAY = 86_400_000;
const T0 = new Date('2027-03-01T15:00:00Z');

describe('points lifecycle policies (docs/architecture.md §5)', () => {
  let ctx: TestContext;
  let userId = 0;
  let cpf = 80_000_000_000;

  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());
  beforeEach(async () => {
    const [user] = await ctx.db
      .insert(s.users)
      .values({ cpf: String(cpf++), fullName: 'Cliente Política' })
      .returning({ id: s.users.id });
    userId = user?.id ?? 0;
    await settings({
      validityMonths: 12,
      pendingDaysService: 0,
      pendingDaysPurchase: 0,
      pendingDaysManual: 0,
    });
  });

  const settings = (values: Partial<typeof s.programmeSettings.$inferInsert>) =>
    ctx.db.update(s.programmeSettings).set(values).where(eq(s.programmeSettings.id, 1));
  const credit = async (
    points: number,
    earnedAt: Date,
    now: Date,
    source: 'SERVICE' | 'ADJUSTMENT' = 'SERVICE',
  ) => {
    const current = await readProgrammeSettings(ctx.db);
    const [id] = await ctx.db.transaction((tx) =>
      creditPoints(tx, [{ userId, source, points, earnedAt, description: 'crédito' }], current, now),
    );
    return id ?? 0;
  };
  const debit = (points: number, now: Date) =>
    ctx.db.transaction(async (tx) => {
      const balance = await spendableBalance(tx, userId, now);
      if (balance < points) return null;
      return debitPoints(tx, { userId, points, kind: 'ADJUSTMENT', description: 'débito' }, now);
    });
  const balance = async () =>
    (
      await ctx.db
        .select({ b: s.users.pointsBalance, p: s.users.pointsPending })
        .from(s.users)
        .where(eq(s.users.id, userId))
    )[0];
  const batch = async (id: number) =>
    (await ctx.db.select().from(s.pointsBatches).where(eq(s.pointsBatches.id, id)))[0];
  const consistent = async () => {
    assert.deepEqual(await batchMismatches(ctx.db), []);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  };

  test('a batch partly spent then cancelled: the unspent part goes, the spent part comes from other points', async () => {
    const older = await credit(100, new Date(T0.getTime() - 2 * DAY), T0);
    const newer = await credit(50, new Date(T0.getTime() - DAY), T0);
    assert.ok(await debit(120, T0), 'takes all of the older batch and 20 of the newer');
    // The newer batch is cancelled: its 30 unspent points go, its 20 spent ones come from elsewhere.
    await credit(25, T0, T0);
    const partly = await ctx.db.transaction((tx) => reverseBatch(tx, newer, 'Compra devolvida', T0));
    assert.deepEqual(partly, { own: 30, fromOthers: 20, debt: 0 });
    assert.deepEqual(await balance(), { b: 5, p: 0 });
    await consistent();
    // The older batch, fully spent, is cancelled: 5 points cover part of it, 95 become a debt.
    const spent = await ctx.db.transaction((tx) => reverseBatch(tx, older, 'Serviço cancelado', T0));
    assert.deepEqual(spent, { own: 0, fromOthers: 5, debt: 95 });
    assert.deepEqual(await balance(), { b: -95, p: 0 });
    await consistent();
    // The next credit pays the debt first: 100 points leave 5.
    await credit(100, T0, T0);
    assert.deepEqual(await balance(), { b: 5, p: 0 });
    await consistent();
    // Reversing again changes nothing.
    assert.deepEqual(await ctx.db.transaction((tx) => reverseBatch(tx, older, 'de novo', T0)), {
      own: 0,
      fromOthers: 0,
      debt: 0,
    });
    await consistent();
  });

  test('expiry at the exact second: spendable one millisecond before, written off at expires_at', async () => {
    const id = await credit(70, T0, T0);
    const expiresAt = (await batch(id))?.expiresAt as Date;
    assert.equal(expiresAt.toISOString(), '2028-03-01T15:00:00.000Z');
    const justBefore = new Date(expiresAt.getTime() - 1);
    assert.equal(await ctx.db.transaction((tx) => spendableBalance(tx, userId, justBefore)), 70);
    assert.equal(await ctx.db.transaction((tx) => spendableBalance(tx, userId, expiresAt)), 0);
    assert.equal(await debit(1, expiresAt), null, 'nothing left to spend');
    const after = await batch(id);
    assert.deepEqual([after?.remaining, after?.expired], [0, 70]);
    const entries = await ctx.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, userId));
    assert.deepEqual(
      entries.map((e) => [e.kind, e.points]),
      [
        ['SERVICE', 70],
        ['EXPIRATION', -70],
      ],
    );
    await consistent();
  });

  test('a batch cannot expire twice: a second run, or a run racing a debit, writes nothing more', async () => {
    const id = await credit(30, new Date(T0.getTime() - 400 * DAY), T0);
    const later = new Date(T0.getTime() + DAY);
    const first = await ctx.db.transaction((tx) => expireBatches(tx, sql`"id" = ${id}`, later));
    const second = await ctx.db.transaction((tx) => expireBatches(tx, sql`"id" = ${id}`, later));
    assert.deepEqual([first, second], [30, 0]);
    const expiries = await ctx.db
      .select()
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.externalId, `expiry:${id}`));
    assert.equal(expiries.length, 1);
    await consistent();
  });

  test('pending until the settlement period ends, then released by the job once; a reversal before never credits', async () => {
    await settings({ pendingDaysService: 7 });
    const kept = await credit(120, T0, T0);
    const cancelled = await credit(80, T0, T0);
    assert.deepEqual(await balance(), { b: 0, p: 200 });
    assert.equal(await debit(1, T0), null, 'pending points are not spendable');
    await ctx.db.transaction((tx) => reverseBatch(tx, cancelled, 'Compra devolvida', T0));
    assert.deepEqual(await balance(), { b: 0, p: 120 });
    const run = (now: Date) =>
      ctx.db.transaction((tx) =>
        dueChunk(tx, 'release', { asOf: now.toISOString(), afterTime: null, afterId: 0 }, 100),
      );
    await run(new Date(T0.getTime() + 7 * DAY - 1));
    assert.deepEqual(await balance(), { b: 0, p: 120 }, 'not a millisecond early');
    await run(new Date(T0.getTime() + 7 * DAY));
    assert.deepEqual(await balance(), { b: 120, p: 0 });
    await run(new Date(T0.getTime() + 8 * DAY));
    assert.deepEqual(await balance(), { b: 120, p: 0 }, 'released once');
    assert.equal(
      (await batch(kept))?.releasedAt?.toISOString(),
      new Date(T0.getTime() + 7 * DAY).toISOString(),
    );
    const credits = await ctx.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, userId));
    assert.deepEqual(
      credits.map((e) => e.points),
      [120],
      'the cancelled credit never reached the ledger',
    );
    await consistent();
  });
});
