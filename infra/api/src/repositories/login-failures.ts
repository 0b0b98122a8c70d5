import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';
import { FAILURE_MEMORY_HOURS } from '../domain/login-delay.ts';

export interface FailurePolicy {
  /** Failures allowed before the waits start. */
  free: number;
  maxDelaySeconds: number;
}

/** The wait after the failures of a row, in SQL (domain/login-delay.ts's loginDelaySeconds). */
const delay = (policy: FailurePolicy) =>
  sql`make_interval(secs => least(${policy.maxDelaySeconds}, power(2, least(${loginFailures.failures} - ${policy.free}, 30))))`;
const forgotten = sql`${loginFailures.lastFailureAt} < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS})`;

/**
 * Failed sign-ins per (account, source) (db/schema/accounts.ts). An attempt takes its place with
 * `reserve`: one atomic upsert that counts it as a failure now, or refuses it while the row's wait
 * runs, so concurrent guesses cannot slip past the count. A success clears the account; a password
 * accepted pending its second factor gives the reservation back.
 */
export function createLoginFailuresRepository(db: Database) {
  return {
    async reserve(
      accountKey: string,
      source: string,
      policy: FailurePolicy,
    ): Promise<{ allowed: true } | { allowed: false; waitSeconds: number }> {
      const [taken] = await db
        .insert(loginFailures)
        .values({ accountKey, source, failures: 1, lastFailureAt: sql`now()` })
        .onConflictDoUpdate({
          target: [loginFailures.accountKey, loginFailures.source],
          set: {
            failures: sql`case when ${forgotten} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: sql`now()`,
          },
          setWhere: sql`${loginFailures.failures} < ${policy.free} or ${forgotten}
            or ${loginFailures.lastFailureAt} + ${delay(policy)} <= now()`,
        })
        .returning({ failures: loginFailures.failures });
      if (taken) return { allowed: true };
      const [row] = await db
        .select({
          wait: sql<number>`extract(epoch from ${loginFailures.lastFailureAt} + ${delay(policy)} - now())::float8`,
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.source, source)));
      return { allowed: false, waitSeconds: Math.max(1, Number(row?.wait ?? 1)) };
    },

    /** A reserved attempt whose password was right, pending its second factor: not a failure. */
    async release(accountKey: string, source: string): Promise<void> {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.source, source)));
    },

    /** A successful sign-in forgets every failure of the account, from every source. */
    async clear(accountKey: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    },

    /** Rows whose failures are forgotten anyway (a delete off the request's path). */
    async prune(): Promise<void> {
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.lastFailureAt, sql`now() - make_interval(hours => ${FAILURE_MEMORY_HOURS})`));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    loginFailuresRepository: LoginFailuresRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('loginFailuresRepository', createLoginFailuresRepository(app.db));
  },
  { name: 'login-failures-repository', dependencies: ['db'] },
);
