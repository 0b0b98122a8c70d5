import type { BatchState, CustomerPoints, NextExpiry } from '@fidelidade/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { pointsBatches, pointsDebts, users } from '../db/schema/index.ts';
import type { Paging } from '../domain/pagination.ts';
import { at } from '../services/points/points-sql.ts';
import type { Queryable } from '../services/points/programme-settings.ts';

export type BatchRow = typeof pointsBatches.$inferSelect;

/** A batch's state for the customer page: where most of its points are now. */
export function batchState(row: BatchRow, now: Date): BatchState {
  if (row.reversedAt) return 'reversed';
  if (row.releasedAt === null) return 'pending';
  if (row.remaining > 0) return row.expiresAt && row.expiresAt <= now ? 'expired' : 'available';
  return row.expired > 0 && row.expired >= row.consumed ? 'expired' : 'spent';
}

/** A customer's points by state: spendable, waiting, expiring within `days`, the next expiry, owed. */
export async function customerPoints(
  db: Queryable,
  userId: number,
  days: number,
  now: Date,
): Promise<CustomerPoints> {
  const until = new Date(now.getTime() + days * 86_400_000);
  const live = sql`${pointsBatches.releasedAt} is not null and ${pointsBatches.remaining} > 0 and (${pointsBatches.expiresAt} is null or ${pointsBatches.expiresAt} > ${at(now)})`;
  const [sums] = await db
    .select({
      available: sql<string>`coalesce(sum(${pointsBatches.remaining}) filter (where ${live}), 0)`,
      pending: sql<string>`coalesce(sum(${pointsBatches.remaining}) filter (where ${pointsBatches.releasedAt} is null), 0)`,
      expiring: sql<string>`coalesce(sum(${pointsBatches.remaining}) filter (where ${live} and ${pointsBatches.expiresAt} <= ${at(until)}), 0)`,
      next: sql<string | null>`min(${pointsBatches.expiresAt}) filter (where ${live})`,
    })
    .from(pointsBatches)
    .where(eq(pointsBatches.userId, userId));
  const [totals] = await db.select({ expired: users.pointsExpired }).from(users).where(eq(users.id, userId));
  const [owed] = await db
    .select({ debt: sql<string>`coalesce(sum(${pointsDebts.remaining}), 0)` })
    .from(pointsDebts)
    .where(eq(pointsDebts.userId, userId));
  let nextExpiry: NextExpiry | null = null;
  if (sums?.next) {
    const when = new Date(sums.next);
    const [due] = await db
      .select({ points: sql<string>`coalesce(sum(${pointsBatches.remaining}), 0)` })
      .from(pointsBatches)
      .where(
        sql`${pointsBatches.userId} = ${userId} and ${live} and ${pointsBatches.expiresAt} = ${at(when)}`,
      );
    nextExpiry = { points: Number(due?.points ?? 0), expires_at: when.toISOString() };
  }
  return {
    available: Number(sums?.available ?? 0),
    pending: Number(sums?.pending ?? 0),
    expiring: Number(sums?.expiring ?? 0),
    expiring_days: days,
    next_expiry: nextExpiry,
    expired: totals?.expired ?? 0,
    debt: Number(owed?.debt ?? 0),
  };
}

export function createPointsRepository(db: Database) {
  return {
    customerPoints: (userId: number, days: number, now = new Date()) => customerPoints(db, userId, days, now),

    /** A customer's batches, newest earned first. */
    async batches(userId: number, p: Paging): Promise<{ count: number; rows: BatchRow[] }> {
      const [total] = await db
        .select({ value: count() })
        .from(pointsBatches)
        .where(eq(pointsBatches.userId, userId));
      const rows = await db
        .select()
        .from(pointsBatches)
        .where(eq(pointsBatches.userId, userId))
        .orderBy(desc(pointsBatches.earnedAt), desc(pointsBatches.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    pointsRepository: PointsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('pointsRepository', createPointsRepository(app.db));
  },
  { name: 'points-repository', dependencies: ['db'] },
);
