import type { RedemptionStatus } from '@fidelidade/contract/enums';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bind, literal, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { listShapeKey } from '../db/prepared-shapes.ts';
import { offers, pointsRules, redemptions, type UserType, users } from '../db/schema/index.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { type Paging, searchPattern } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { type PointsSummaryFilter, pointsSummaryPages, pointsSummaryQuery } from './points-summary-query.ts';
import { redemptionStatusWhere } from './redemption-status.ts';
import { rowScope, scopeIdOf, searchSql } from './scope-sql.ts';

export interface RedemptionRow {
  id: number;
  userName: string;
  userType: UserType;
  offerTitle: string;
  pointsSpent: number;
  isUsed: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
}

export interface RedemptionFilter {
  scope: Scope;
  search?: string | undefined;
  status?: RedemptionStatus | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** `status` is is_used: pending before used. */
export const REDEMPTION_ORDERING = sortableList(
  'loyalty/admin/redemptions/recent/',
  {
    created_at: redemptions.createdAt,
    user_name: users.fullName,
    offer_title: offers.title,
    points_spent: redemptions.pointsSpent,
    status: redemptions.isUsed,
  },
  redemptions.id,
);

export const RULE_ORDERING = sortableList(
  'loyalty/admin/rules/pontuation/',
  {
    id: pointsRules.id,
    name: pointsRules.name,
    transaction_type_key: pointsRules.transactionTypeKey,
    weight: pointsRules.weight,
    is_active: pointsRules.isActive,
  },
  pointsRules.id,
);

/** `filter` as SQL; with `bind = placeholder`, the same SQL for every filter of its shape. */
function redemptionWhere(db: Database, filter: RedemptionFilter, bind: Bind = literal): SQL | undefined {
  return and(
    rowScope(db, filter.scope, redemptions, bind),
    searchSql(filter.search, [users.fullName, offers.title, redemptions.voucherCode], bind),
    redemptionStatusWhere(filter.status, bind),
  );
}

// The status is written into the SQL (redemptionStatusWhere), so its value, not only its presence,
// names the shape: otherwise 'pendente' would reuse the statement prepared for 'utilizado'.
const redemptionShapeKey = (filter: RedemptionFilter) =>
  listShapeKey(
    `${filter.scope.kind}:${filter.status ?? ''}`,
    [searchPattern(filter.search)],
    filter.ordering,
  );

/** The values of the placeholders `redemptionWhere(db, filter, placeholder)` puts in its SQL. */
const redemptionValues = (filter: RedemptionFilter) => ({
  scopeId: scopeIdOf(filter.scope),
  pattern: searchPattern(filter.search),
  status: filter.status,
});

export interface RuleRow {
  id: number;
  name: string;
  transactionTypeKey: string;
  weight: string;
  isActive: boolean;
}

export function createLoyaltyAdminRepository(db: Database) {
  /** The redemptions of `filter` in the list's order (no paging): pages and exports. */
  function redemptionsQuery(filter: RedemptionFilter, bind: Bind = literal) {
    return db
      .select({
        id: redemptions.id,
        userName: users.fullName,
        userType: users.userType,
        offerTitle: offers.title,
        pointsSpent: redemptions.pointsSpent,
        isUsed: redemptions.isUsed,
        cancelledAt: redemptions.cancelledAt,
        createdAt: redemptions.createdAt,
      })
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .innerJoin(offers, eq(offers.id, redemptions.offerId))
      .where(redemptionWhere(db, filter, bind))
      .orderBy(...orderBy(filter.ordering, REDEMPTION_ORDERING));
  }

  // The recent redemptions' page and count, prepared once per shape (db/prepared-pages.ts).
  const redemptionPages = preparedPages({
    prefix: 'redemptions',
    keyOf: redemptionShapeKey,
    rows: (filter: RedemptionFilter) =>
      redemptionsQuery(filter, placeholder).limit(PAGE.limit).offset(PAGE.offset),
    count: (filter: RedemptionFilter) =>
      db
        .select({ value: count() })
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(redemptionWhere(db, filter, placeholder)),
  });

  return {
    /** Customers in scope with their ledger totals (see points-summary-query.ts). */
    pointsSummary: pointsSummaryPages(db),
    pointsSummaryQuery: (filter: PointsSummaryFilter) => pointsSummaryQuery(db, filter),

    redemptionsQuery,

    async recentRedemptions(
      filter: RedemptionFilter,
      p: Paging,
    ): Promise<{ count: number; rows: RedemptionRow[] }> {
      const { counted, rows } = await redemptionPages.execute(filter, redemptionValues(filter), p);
      return { count: counted[0]?.value ?? 0, rows };
    },

    async rules(ordering: string | undefined, p: Paging): Promise<{ count: number; rows: RuleRow[] }> {
      const order = orderBy(ordering, RULE_ORDERING);
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
        .orderBy(...order)
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
