import { and, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bind, literal, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { listShapeKey } from '../db/prepared-shapes.ts';
import { pointsLedger, type UserType, users } from '../db/schema/index.ts';
import { DEBIT_KINDS } from '../domain/ledger-direction.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { boundedCount, type PageCount, type Paging, searchPattern } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { boundedCountQuery } from './bounded-count.ts';
import {
  type AdjustmentInput,
  adjustPoints,
  customerHistory,
  type HistoryFilter,
} from './customer-ledger.ts';
import { rowScope, scopeIdOf, searchSql } from './scope-sql.ts';

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

/** What decides the page's SQL text: the scope's kind, a search or not, the activity type, the ordering. */
const shapeKey = (filter: LedgerFilter) =>
  listShapeKey(
    `${filter.scope.kind}:${filter.activityType ?? ''}`,
    [searchPattern(filter.search)],
    filter.ordering,
  );

export function createLedgerRepository(db: Database) {
  /** `filter` as SQL; with `bind = placeholder`, the same SQL for every filter of its shape. */
  function where(filter: LedgerFilter, bind: Bind = literal): SQL | undefined {
    return and(
      rowScope(db, filter.scope, pointsLedger, bind),
      searchSql(filter.search, [users.fullName, pointsLedger.description], bind),
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
  function listQuery(filter: LedgerFilter, bind: Bind = literal) {
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
      .where(where(filter, bind))
      .orderBy(...orderBy(filter.ordering, ACTIVITY_ORDERING));
  }

  /** The entries `filter` matches, for the bounded count (in the list's order: see countUpTo). */
  function matches(filter: LedgerFilter, bind: Bind) {
    const entries = db.select({ one: sql`1` }).from(pointsLedger);
    // Only a search reads the user's name; every entry has a user (NOT NULL foreign key).
    const filtered = searchPattern(filter.search)
      ? entries.innerJoin(users, eq(users.id, pointsLedger.userId)).where(where(filter, bind))
      : entries.where(where(filter, bind));
    return filtered.orderBy(...orderBy(filter.ordering, ACTIVITY_ORDERING));
  }

  // The page and its bounded count, prepared once per shape (db/prepared-pages.ts).
  const pages = preparedPages({
    prefix: 'ledger',
    keyOf: shapeKey,
    rows: (filter: LedgerFilter) => listQuery(filter, placeholder).limit(PAGE.limit).offset(PAGE.offset),
    count: (filter: LedgerFilter) => boundedCountQuery(db, matches(filter, placeholder), PAGE.countLimit),
  });

  return {
    listQuery,

    /** A page of ledger entries with their user (newest first by default), plus a bounded count. */
    async page(filter: LedgerFilter, p: Paging): Promise<{ count: PageCount; rows: LedgerRow[] }> {
      const values = { scopeId: scopeIdOf(filter.scope), pattern: searchPattern(filter.search) };
      const { counted, rows } = await pages.execute(filter, values, p);
      return { count: boundedCount(counted[0]?.value ?? 0, p), rows };
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
