import { and, eq, gte, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { pointsLedger, type UserType, users } from '../db/schema/index.ts';
import { DEBIT_KINDS } from '../domain/ledger-direction.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { likePattern, type PageCount, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { countUpTo } from './bounded-count.ts';
import {
  type AdjustmentInput,
  adjustPoints,
  customerHistory,
  type HistoryFilter,
} from './customer-ledger.ts';
import { rowScope } from './scope-sql.ts';

export type ActivityType = 'Adição' | 'Subtração';

export interface LedgerFilter {
  scope: Scope;
  search?: string | undefined;
  activityType?: ActivityType | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

export interface LedgerRow {
  id: number;
  userName: string;
  userType: UserType;
  points: number;
  kind: string;
  description: string;
  createdAt: Date;
}

/**
 * A million rows: only the date, which points_ledger_created_at_idx (created_at, id) walks either
 * way, alone or within a dealership's or a partner's entries; the counts use the same order (see
 * countUpTo). Sorting by points was measured at seconds once a scope or the credit/debit filter
 * skipped most of a (points, id) index, so the contract does not offer it.
 */
export const ACTIVITY_ORDERING = sortableList(
  'loyalty/admin/activities/recent/',
  { created_at: pointsLedger.createdAt },
  pointsLedger.id,
);

export function createLedgerRepository(db: Database) {
  function where(filter: LedgerFilter): SQL | undefined {
    const term = filter.search?.trim();
    const pattern = term ? likePattern(term) : undefined;
    return and(
      rowScope(db, filter.scope, pointsLedger),
      pattern ? or(ilike(users.fullName, pattern), ilike(pointsLedger.description, pattern)) : undefined,
      // The same split as isDebit (domain/ledger-direction.ts).
      filter.activityType === 'Adição'
        ? and(gte(pointsLedger.points, 0), notInArray(pointsLedger.kind, [...DEBIT_KINDS]))
        : undefined,
      filter.activityType === 'Subtração'
        ? or(lt(pointsLedger.points, 0), inArray(pointsLedger.kind, [...DEBIT_KINDS]))
        : undefined,
    );
  }

  /** The entries of `filter` with their user, in the list's order (no paging): pages and exports. */
  function listQuery(filter: LedgerFilter) {
    return db
      .select({
        id: pointsLedger.id,
        userName: users.fullName,
        userType: users.userType,
        points: pointsLedger.points,
        kind: pointsLedger.kind,
        description: pointsLedger.description,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .innerJoin(users, eq(users.id, pointsLedger.userId))
      .where(where(filter))
      .orderBy(...orderBy(filter.ordering, ACTIVITY_ORDERING));
  }

  return {
    listQuery,

    /** A page of ledger entries with their user (newest first by default), plus a bounded count. */
    async page(filter: LedgerFilter, p: Paging): Promise<{ total: PageCount; rows: LedgerRow[] }> {
      const query = listQuery(filter);
      const matches = db.select({ one: sql`1` }).from(pointsLedger);
      // Only a search reads the user's name; every entry has a user (NOT NULL foreign key).
      const condition = where(filter);
      const filtered = filter.search?.trim()
        ? matches.innerJoin(users, eq(users.id, pointsLedger.userId)).where(condition)
        : matches.where(condition);
      const total = await countUpTo(db, filtered.orderBy(...orderBy(filter.ordering, ACTIVITY_ORDERING)), p);
      const rows = await query.limit(p.pageSize).offset(p.offset);
      return { total, rows };
    },

    /** One customer's points history (the customer page), newest first. */
    customerHistory: (userId: number, filter: HistoryFilter, p: Paging) =>
      customerHistory(db, userId, filter, p),

    /** A manual adjustment (ADMIN), atomic against concurrent debits; see adjustPoints. */
    adjust: (input: AdjustmentInput) => adjustPoints(db, input),
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ledgerRepository: LedgerRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ledgerRepository', createLedgerRepository(app.db));
  },
  { name: 'ledger-repository', dependencies: ['db'] },
);
