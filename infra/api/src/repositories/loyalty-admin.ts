import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { offers, pointsRules, redemptions, users } from '../db/schema/index.ts';
import { likePattern, type PageCount, type Paging } from '../lib/pagination.ts';
import type { Scope } from '../lib/principal.ts';
import { countUpTo } from './bounded-count.ts';
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
  lastActivity: Date | null;
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

/** Spelled as users_points_activity_idx is (NULLS LAST on both) so the planner walks it. */
const MOST_RECENT_ACTIVITY_FIRST = [
  sql`${users.lastActivityAt} desc nulls last`,
  sql`${users.id} desc nulls last`,
];

export function createLoyaltyAdminRepository(db: Database) {
  return {
    /**
     * Customers in scope with their balance, earned and spent totals (kept equal to the ledger by
     * the points_ledger_totals trigger), most recent activity first; customers without entries
     * show zeros. Served by users_points_activity_idx; the total is a bounded count.
     */
    async pointsSummary(
      filter: { scope: Scope; search?: string | undefined; activeOnly?: boolean | undefined },
      p: Paging,
    ): Promise<{ total: PageCount; rows: PointsSummaryRow[] }> {
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
      const matches = db.select({ one: sql`1` }).from(users).where(condition);
      const total = await countUpTo(db, matches.orderBy(...MOST_RECENT_ACTIVITY_FIRST), p);
      const rows = await db
        .select({
          userId: users.id,
          userName: users.fullName,
          userCpf: users.cpf,
          userType: users.userType,
          isActive: users.isActive,
          pointsBalance: users.pointsBalance,
          totalEarned: users.pointsEarned,
          totalSpent: users.pointsSpent,
          lastActivity: users.lastActivityAt,
        })
        .from(users)
        .where(condition)
        .orderBy(...MOST_RECENT_ACTIVITY_FIRST)
        .limit(p.pageSize)
        .offset(p.offset);
      return { total, rows };
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
