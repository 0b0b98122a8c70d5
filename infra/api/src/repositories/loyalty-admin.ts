import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { offers, pointsLedger, pointsRules, redemptions, users } from '../db/schema/index.ts';
import { likePattern, type Paging } from '../lib/pagination.ts';
import type { Scope } from '../lib/principal.ts';
import { rowScope, userScope } from './scope-sql.ts';

export interface PointsSummaryRow {
  userId: number;
  userName: string;
  userCpf: string;
  userType: string;
  isActive: boolean;
  pointsBalance: number;
  totalEarned: number;
  totalSpent: number;
  lastActivity: unknown;
}

export interface RedemptionRow {
  id: number;
  userName: string;
  userType: string;
  offerTitle: string;
  pointsSpent: number;
  isUsed: boolean;
  createdAt: Date;
}

export interface RuleRow {
  id: number;
  name: string;
  transactionTypeKey: string;
  weight: string;
  isActive: boolean;
}

/** A timestamp from a raw SQL aggregate (drivers hand back a string or a Date) as ISO text. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function createLoyaltyAdminRepository(db: Database) {
  return {
    /**
     * Customers in scope with balance/earned/spent summed from the ledger (the source of truth),
     * most recent activity first; customers without entries show zeros.
     */
    async pointsSummary(
      filter: { scope: Scope; search?: string | undefined; activeOnly?: boolean | undefined },
      p: Paging,
    ): Promise<{ count: number; rows: PointsSummaryRow[] }> {
      const totals = db
        .select({
          userId: pointsLedger.userId,
          balance: sql<string>`sum(${pointsLedger.points})`.as('balance'),
          earned: sql<string>`sum(${pointsLedger.points}) filter (where ${pointsLedger.points} > 0)`.as(
            'earned',
          ),
          spent: sql<string>`-sum(${pointsLedger.points}) filter (where ${pointsLedger.points} < 0)`.as(
            'spent',
          ),
          lastActivity: sql<unknown>`max(${pointsLedger.createdAt})`.as('last_activity'),
        })
        .from(pointsLedger)
        .groupBy(pointsLedger.userId)
        .as('totals');
      const term = filter.search?.trim();
      const digits = term?.replace(/[.\-\s]/g, '');
      const condition = and(
        eq(users.userType, 'CLIENTE'),
        userScope(db, filter.scope),
        filter.activeOnly ? eq(users.isActive, true) : undefined,
        term
          ? or(
              ilike(users.fullName, likePattern(term)),
              digits && /^\d+$/.test(digits) ? ilike(users.cpf, likePattern(digits)) : undefined,
            )
          : undefined,
      );
      const [total] = await db.select({ value: count() }).from(users).where(condition);
      const rows = await db
        .select({
          userId: users.id,
          userName: users.fullName,
          userCpf: users.cpf,
          userType: users.userType,
          isActive: users.isActive,
          pointsBalance: sql<number>`coalesce(${totals.balance}, 0)`.mapWith(Number),
          totalEarned: sql<number>`coalesce(${totals.earned}, 0)`.mapWith(Number),
          totalSpent: sql<number>`coalesce(${totals.spent}, 0)`.mapWith(Number),
          lastActivity: totals.lastActivity,
        })
        .from(users)
        .leftJoin(totals, eq(totals.userId, users.id))
        .where(condition)
        .orderBy(sql`${totals.lastActivity} desc nulls last`, desc(users.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },

    async recentRedemptions(
      filter: { scope: Scope; search?: string | undefined; status?: 'pendente' | 'utilizado' | undefined },
      p: Paging,
    ): Promise<{ count: number; rows: RedemptionRow[] }> {
      const term = filter.search?.trim();
      const pattern = term ? likePattern(term) : undefined;
      const condition: SQL | undefined = and(
        rowScope(db, filter.scope, redemptions),
        pattern
          ? or(
              ilike(users.fullName, pattern),
              ilike(offers.title, pattern),
              ilike(redemptions.voucherCode, pattern),
            )
          : undefined,
        filter.status ? eq(redemptions.isUsed, filter.status === 'utilizado') : undefined,
      );
      const [total] = await db
        .select({ value: count() })
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(condition);
      const rows = await db
        .select({
          id: redemptions.id,
          userName: users.fullName,
          userType: users.userType,
          offerTitle: offers.title,
          pointsSpent: redemptions.pointsSpent,
          isUsed: redemptions.isUsed,
          createdAt: redemptions.createdAt,
        })
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(condition)
        .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },

    async rules(p: Paging): Promise<{ count: number; rows: RuleRow[] }> {
      const [total] = await db.select({ value: count() }).from(pointsRules);
      const rows = await db
        .select({
          id: pointsRules.id,
          name: pointsRules.name,
          transactionTypeKey: pointsRules.transactionTypeKey,
          weight: pointsRules.weight,
          isActive: pointsRules.isActive,
        })
        .from(pointsRules)
        .orderBy(asc(pointsRules.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },
  };
}

export type LoyaltyAdminRepository = ReturnType<typeof createLoyaltyAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    loyaltyAdminRepository: LoyaltyAdminRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('loyaltyAdminRepository', createLoyaltyAdminRepository(app.db));
  },
  { name: 'loyalty-admin-repository', dependencies: ['db'] },
);
