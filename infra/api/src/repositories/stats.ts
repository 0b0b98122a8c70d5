import type { TrendPeriod } from '@fidelidade/contract';
import { and, count, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { preparedShapes } from '../db/prepared-shapes.ts';
import { loginEvents, redemptions, users } from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';
import { rowScope, scopeIdOf, startOfTodaySql, userScope } from './scope-sql.ts';
import { dashboardTrends } from './trends.ts';

export interface DashboardStats {
  total_users_count: number;
  active_users_count: number;
  daily_logins_count: number;
  redemptions_count: number;
}

export function createStatsRepository(db: Database) {
  // The dashboard's three counts, each prepared once per kind of scope (db/prepared-shapes.ts).
  const keyOf = (scope: Scope) => scope.kind;
  const usersCount = preparedShapes({
    prefix: 'stats_users',
    keyOf,
    build: (scope: Scope) =>
      db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        })
        .from(users)
        // An anonymised account (LGPD deletion) keeps its row for the ledger, but is nobody's user.
        .where(and(isNull(users.anonymizedAt), userScope(db, scope, users.id, placeholder))),
  });
  const loginsToday = preparedShapes({
    prefix: 'stats_logins',
    keyOf,
    build: (scope: Scope) =>
      db
        .select({ total: count() })
        .from(loginEvents)
        .where(
          and(
            gte(loginEvents.createdAt, startOfTodaySql),
            userScope(db, scope, loginEvents.userId, placeholder),
          ),
        ),
  });
  const redemptionsCount = preparedShapes({
    prefix: 'stats_redemptions',
    keyOf,
    build: (scope: Scope) =>
      db
        .select({ total: count() })
        .from(redemptions)
        .where(rowScope(db, scope, redemptions, placeholder)),
  });

  return {
    async dashboard(scope: Scope): Promise<DashboardStats> {
      const values = { scopeId: scopeIdOf(scope) };
      const [usersRow] = await usersCount.execute(scope, values);
      const [loginsRow] = await loginsToday.execute(scope, values);
      const [redemptionsRow] = await redemptionsCount.execute(scope, values);
      return {
        total_users_count: usersRow?.total ?? 0,
        active_users_count: usersRow?.active ?? 0,
        daily_logins_count: loginsRow?.total ?? 0,
        redemptions_count: redemptionsRow?.total ?? 0,
      };
    },
    /** The dashboard's per-day trends (users/dashboard/trends/). */
    trends: (scope: Scope, days: TrendPeriod) => dashboardTrends(db, scope, days),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('statsRepository', createStatsRepository(app.db));
  },
  { name: 'stats-repository', dependencies: ['db'] },
);
