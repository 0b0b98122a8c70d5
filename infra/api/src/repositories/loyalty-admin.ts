import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { offers, pointsRules, redemptions, type UserType, users } from '../db/schema/index.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { type PointsSummaryFilter, pointsSummaryPage } from './points-summary-query.ts';
import { rowScope } from './scope-sql.ts';

export interface RedemptionRow {
  id: number;
  userName: string;
  userType: UserType;
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

export function createLoyaltyAdminRepository(db: Database) {
  return {
    /** Customers in scope with their ledger totals (see points-summary-query.ts). */
    pointsSummary: (filter: PointsSummaryFilter, p: Paging) => pointsSummaryPage(db, filter, p),

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
