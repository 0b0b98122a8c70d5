import type { TrendPeriod } from '@fidelidade/contract';
import { and, count, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { loginEvents, redemptions, users } from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';
import { rowScope, startOfTodaySql, userScope } from './scope-sql.ts';
import { dashboardTrends } from './trends.ts';

export interface DashboardStats {
  total_users_count: number;
  active_users_count: number;
  daily_logins_count: number;
  redemptions_count: number;
}

export function createStatsRepository(db: Database) {
  return {
    async dashboard(scope: Scope): Promise<DashboardStats> {
      const [usersRow] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        })
        .from(users)
        .where(userScope(db, scope));
      const [loginsRow] = await db
        .select({ total: count() })
        .from(loginEvents)
        .where(and(gte(loginEvents.createdAt, startOfTodaySql), userScope(db, scope, loginEvents.userId)));
      const [redemptionsRow] = await db
        .select({ total: count() })
        .from(redemptions)
        .where(rowScope(db, scope, redemptions));
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
