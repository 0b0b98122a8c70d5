import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Bind, literal, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { listShapeKey } from '../db/prepared-shapes.ts';
import { partnerCustomers, type UserType, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { boundedCount, likePattern, type PageCount, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { boundedCountQuery } from './bounded-count.ts';
import { scopeIdOf, userScope } from './scope-sql.ts';

export interface PointsSummaryFilter {
  scope: Scope;
  search?: string | undefined;
  activeOnly?: boolean | undefined;
  /** `?ordering=` as sent; absent: most recent activity first. */
  ordering?: string | undefined;
}

export interface PointsSummaryRow {
  userId: number;
  userName: string;
  userCpf: string;
  userType: UserType;
  isActive: boolean;
  pointsBalance: number;
  pointsPending: number;
  pointsExpiring: number;
  totalEarned: number;
  totalSpent: number;
  lastActivity: Date | null;
}

const LIST = 'loyalty/admin/points/summary/';

/**
 * ADMIN: 100k customers, each field walks an index (migration 0009) in either direction —
 * users_points_activity_idx, users_full_name_idx, users_cpf_key, users_active_idx and the
 * users_customers_* indexes of the totals.
 */
export const SUMMARY_ORDERING = sortableList(
  LIST,
  {
    last_activity: users.lastActivityAt,
    user_name: users.fullName,
    user_cpf: users.cpf,
    points_balance: users.pointsBalance,
    total_earned: users.pointsEarned,
    total_spent: users.pointsSpent,
    is_active: users.isActive,
  },
  users.id,
);

/**
 * A dealership's or a partner's customers are a few thousand: read through the scope's own index,
 * then sorted. Walking a sort index over every customer until enough of the scope's turn up reads
 * most of the 100k when those sit at the far end (measured at up to 1.4 s, against tens of ms for
 * the sort); `+ 0`, `|| ''` and `::int` keep the planner off those indexes. The default (most
 * recent activity) keeps its index walk.
 */
const SORTED_IN_SCOPE = {
  user_name: sql`(${users.fullName} || '')`,
  user_cpf: sql`(${users.cpf} || '')`,
  points_balance: sql`(${users.pointsBalance} + 0)`,
  total_earned: sql`(${users.pointsEarned} + 0)`,
  total_spent: sql`(${users.pointsSpent} + 0)`,
  is_active: sql`(${users.isActive})::int`,
};

/** DEALERSHIP: its customers; the default walks users_points_activity_idx. */
export const DEALERSHIP_SUMMARY_ORDERING = sortableList(
  LIST,
  { ...SORTED_IN_SCOPE, last_activity: users.lastActivityAt },
  users.id,
);

/** PARCEIRO: its own customers; the default walks partner_customers_activity_idx. */
export const PARTNER_SUMMARY_ORDERING = sortableList(
  LIST,
  { ...SORTED_IN_SCOPE, last_activity: partnerCustomers.lastActivityAt },
  partnerCustomers.userId,
);

const scopeOrdering = (scope: Scope) =>
  scope.kind === 'dealership' ? DEALERSHIP_SUMMARY_ORDERING : SUMMARY_ORDERING;

/**
 * The customer's released points that expire within the programme's reminder window (the same
 * window as the customer page's 'A expirar em N dias'). A correlated subquery: PostgreSQL computes
 * it above the sort, for the rows the page's limit and offset reach only (EXPLAIN VERBOSE: Limit →
 * Result with the subplan → Sort), each walking points_batches_spendable_idx (user_id, expires_at).
 * Written with its own aliases: drizzle leaves a select's columns unqualified, and an unqualified
 * "id" here would be the batch's.
 */
const pointsExpiring = sql<number>`(
  select coalesce(sum(b.remaining), 0)::int from points_batches b
  where b.user_id = "users"."id"
    and b.released_at is not null and b.remaining > 0
    and b.expires_at > now()
    and b.expires_at <= now() + make_interval(days => (
      select p.reminder_days from programme_settings p where p.id = 1
    ))
)`.mapWith(Number);

const customerColumns = {
  userId: users.id,
  userName: users.fullName,
  userCpf: users.cpf,
  userType: users.userType,
  isActive: users.isActive,
  pointsBalance: users.pointsBalance,
  // Kept by the points_batches trigger (migration 0018): credits not yet released.
  pointsPending: users.pointsPending,
  pointsExpiring,
  totalEarned: users.pointsEarned,
  totalSpent: users.pointsSpent,
};

/** The search as patterns: the name, and the CPF when the term is digits (any punctuation). */
function searchPatterns(filter: PointsSummaryFilter): { name?: string; cpf?: string } {
  const term = filter.search?.trim();
  if (!term) return {};
  const digits = term.replace(/[.\-\s]/g, '');
  return { name: likePattern(term), ...(/^\d+$/.test(digits) ? { cpf: likePattern(digits) } : {}) };
}

/** Customers only; the active-only switch; name or CPF search. `bind` as in rowScope. */
function customerFilter(filter: PointsSummaryFilter, bind: Bind): SQL | undefined {
  const { name, cpf } = searchPatterns(filter);
  return and(
    eq(users.userType, 'CLIENTE'),
    filter.activeOnly ? eq(users.isActive, true) : undefined,
    name === undefined
      ? undefined
      : or(
          ilikeUnaccent(users.fullName, bind('name', name)),
          cpf === undefined ? undefined : ilike(users.cpf, bind('cpf', cpf)),
        ),
  );
}

/** What decides the SQL text: the scope's kind, which filters are present, the ordering. */
const shapeKey = (filter: PointsSummaryFilter) => {
  const { name, cpf } = searchPatterns(filter);
  return listShapeKey(filter.scope.kind, [name, cpf, filter.activeOnly], filter.ordering);
};

/** The values of the placeholders the queries built with `placeholder` hold. */
const shapeValues = (filter: PointsSummaryFilter) => ({
  scopeId: scopeIdOf(filter.scope),
  ...searchPatterns(filter),
});

/**
 * The customers of `filter` with their ledger totals (kept by the points_ledger_totals trigger), their
 * pending points and the points about to expire, in the list's order, no paging: pages and exports. ADMIN and DEALERSHIP read users; PARCEIRO its own
 * customers (partner_customers) with their most recent activity at its stores — both what the
 * partner is entitled to see and an index walk of its own customers instead of collecting them
 * from the ledger per request.
 */
export function pointsSummaryQuery(db: Database, filter: PointsSummaryFilter, bind: Bind = literal) {
  if (filter.scope.kind === 'partner') {
    return db
      .select({ ...customerColumns, lastActivity: partnerCustomers.lastActivityAt })
      .from(partnerCustomers)
      .innerJoin(users, eq(users.id, partnerCustomers.userId))
      .where(
        and(
          eq(partnerCustomers.partnerId, bind('scopeId', filter.scope.partnerId)),
          customerFilter(filter, bind),
        ),
      )
      .orderBy(...orderBy(filter.ordering, PARTNER_SUMMARY_ORDERING))
      .$dynamic();
  }
  return db
    .select({ ...customerColumns, lastActivity: users.lastActivityAt })
    .from(users)
    .where(and(customerFilter(filter, bind), userScope(db, filter.scope, users.id, bind)))
    .orderBy(...orderBy(filter.ordering, scopeOrdering(filter.scope)))
    .$dynamic();
}

/**
 * The customers that count toward the page's total. ADMIN: in the list's order, so counting walks
 * the same index and stops (see countUpTo). A scope: unordered — its few customers come from its
 * own index, and an order would sort them all only to count them.
 */
function matches(db: Database, filter: PointsSummaryFilter, bind: Bind) {
  if (filter.scope.kind === 'partner') {
    return db
      .select({ one: sql`1` })
      .from(partnerCustomers)
      .innerJoin(users, eq(users.id, partnerCustomers.userId))
      .where(
        and(
          eq(partnerCustomers.partnerId, bind('scopeId', filter.scope.partnerId)),
          customerFilter(filter, bind),
        ),
      )
      .$dynamic();
  }
  const customers = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(customerFilter(filter, bind), userScope(db, filter.scope, users.id, bind)))
    .$dynamic();
  return filter.scope.kind === 'all'
    ? customers.orderBy(...orderBy(filter.ordering, SUMMARY_ORDERING))
    : customers;
}

/** Pages of pointsSummaryQuery with a bounded count, each shape prepared once (db/prepared-pages.ts). */
export function pointsSummaryPages(db: Database) {
  const pages = preparedPages({
    prefix: 'points_summary',
    keyOf: shapeKey,
    rows: (filter: PointsSummaryFilter) =>
      pointsSummaryQuery(db, filter, placeholder).limit(PAGE.limit).offset(PAGE.offset),
    count: (filter: PointsSummaryFilter) =>
      boundedCountQuery(db, matches(db, filter, placeholder), PAGE.countLimit),
  });
  return async (
    filter: PointsSummaryFilter,
    p: Paging,
  ): Promise<{ count: PageCount; rows: PointsSummaryRow[] }> => {
    const { counted, rows } = await pages.execute(filter, shapeValues(filter), p);
    return { count: boundedCount(counted[0]?.value ?? 0, p), rows };
  };
}
