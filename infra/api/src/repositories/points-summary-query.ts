import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { partnerCustomers, type UserType, users } from '../db/schema/index.ts';
import { likePattern, type PageCount, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { countUpTo } from './bounded-count.ts';
import { userScope } from './scope-sql.ts';

export interface PointsSummaryFilter {
  scope: Scope;
  search?: string | undefined;
  activeOnly?: boolean | undefined;
}

export interface PointsSummaryRow {
  userId: number;
  userName: string;
  userCpf: string;
  userType: UserType;
  isActive: boolean;
  pointsBalance: number;
  totalEarned: number;
  totalSpent: number;
  lastActivity: Date | null;
}

/** Spelled as users_points_activity_idx is (NULLS LAST on both) so the planner walks it. */
const MOST_RECENT_ACTIVITY_FIRST = [
  sql`${users.lastActivityAt} desc nulls last`,
  sql`${users.id} desc nulls last`,
];

const customerColumns = {
  userId: users.id,
  userName: users.fullName,
  userCpf: users.cpf,
  userType: users.userType,
  isActive: users.isActive,
  pointsBalance: users.pointsBalance,
  totalEarned: users.pointsEarned,
  totalSpent: users.pointsSpent,
};

/** Customers only; the active-only switch; name or CPF (digits, any punctuation) search. */
function customerFilter(filter: PointsSummaryFilter): SQL | undefined {
  const term = filter.search?.trim();
  const digits = term?.replace(/[.\-\s]/g, '');
  return and(
    eq(users.userType, 'CLIENTE'),
    filter.activeOnly ? eq(users.isActive, true) : undefined,
    term
      ? or(
          ilike(users.fullName, likePattern(term)),
          digits && /^\d+$/.test(digits) ? ilike(users.cpf, likePattern(digits)) : undefined,
        )
      : undefined,
  );
}

/**
 * A page of customers with their ledger totals (kept by the points_ledger_totals trigger) and a
 * bounded count. ADMIN and DEALERSHIP: most recent activity first, walking
 * users_points_activity_idx. PARCEIRO: its own customers (partner_customers) by their most recent
 * activity at its stores — both what the partner is entitled to see and an index walk of its own
 * customers instead of collecting them from the ledger per request.
 */
export async function pointsSummaryPage(
  db: Database,
  filter: PointsSummaryFilter,
  p: Paging,
): Promise<{ total: PageCount; rows: PointsSummaryRow[] }> {
  if (filter.scope.kind === 'partner') {
    const condition = and(eq(partnerCustomers.partnerId, filter.scope.partnerId), customerFilter(filter));
    const order = [desc(partnerCustomers.lastActivityAt), desc(partnerCustomers.userId)];
    const joined = eq(users.id, partnerCustomers.userId);
    const matches = db
      .select({ one: sql`1` })
      .from(partnerCustomers)
      .innerJoin(users, joined)
      .where(condition);
    const total = await countUpTo(db, matches.orderBy(...order), p);
    const rows = await db
      .select({ ...customerColumns, lastActivity: partnerCustomers.lastActivityAt })
      .from(partnerCustomers)
      .innerJoin(users, joined)
      .where(condition)
      .orderBy(...order)
      .limit(p.pageSize)
      .offset(p.offset);
    return { total, rows };
  }
  const condition = and(customerFilter(filter), userScope(db, filter.scope));
  const matches = db.select({ one: sql`1` }).from(users).where(condition);
  const total = await countUpTo(db, matches.orderBy(...MOST_RECENT_ACTIVITY_FIRST), p);
  const rows = await db
    .select({ ...customerColumns, lastActivity: users.lastActivityAt })
    .from(users)
    .where(condition)
    .orderBy(...MOST_RECENT_ACTIVITY_FIRST)
    .limit(p.pageSize)
    .offset(p.offset);
  return { total, rows };
}
