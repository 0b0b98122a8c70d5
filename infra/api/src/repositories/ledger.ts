import { and, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { pointsLedger, users } from '../db/schema/index.ts';
import { likePattern, type Paging } from '../lib/pagination.ts';
import type { Scope } from '../lib/principal.ts';
import { rowScope } from './scope-sql.ts';

export type ActivityType = 'Adição' | 'Subtração';

export interface LedgerFilter {
  scope: Scope;
  search?: string | undefined;
  activityType?: ActivityType | undefined;
}

export interface LedgerRow {
  id: number;
  userName: string;
  userType: string;
  points: number;
  kind: string;
  description: string;
  createdAt: Date;
}

export function createLedgerRepository(db: Database) {
  function where(filter: LedgerFilter): SQL | undefined {
    const term = filter.search?.trim();
    const pattern = term ? likePattern(term) : undefined;
    return and(
      rowScope(db, filter.scope, pointsLedger),
      pattern ? or(ilike(users.fullName, pattern), ilike(pointsLedger.description, pattern)) : undefined,
      filter.activityType === 'Adição' ? gt(pointsLedger.points, 0) : undefined,
      filter.activityType === 'Subtração' ? lt(pointsLedger.points, 0) : undefined,
    );
  }

  return {
    /** Newest-first page of ledger entries with their user, plus the total count. */
    async page(filter: LedgerFilter, p: Paging): Promise<{ count: number; rows: LedgerRow[] }> {
      const condition = where(filter);
      const [total] = await db
        .select({ value: count() })
        .from(pointsLedger)
        .innerJoin(users, eq(users.id, pointsLedger.userId))
        .where(condition);
      const rows = await db
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
        .where(condition)
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },
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
