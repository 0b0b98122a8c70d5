/**
 * A @fastify/rate-limit store whose counters live in the database (rate_limit_hits), so every API
 * instance on one PostgreSQL counts the same hits (docs/operations.md, "Several API instances"). The
 * same statements run on PGlite. Matches the fixed-window contract of the plugin's LocalStore: the
 * first hit of a key opens a window of `timeWindow` ms, later hits count in it, a hit after it ends
 * starts a new one; `ttl` is what is left of the window in ms. continueExceeding and
 * exponentialBackoff are not supported (this API uses neither).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Expired rows are deleted at most this often per process (a delete off the request's path). */
const PRUNE_EVERY_MS = 5 * 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** One atomic upsert per hit: a new or expired key starts a window at 1, a live one adds 1. */
export async function countHit(db: Database, key: string, timeWindowMs: number) {
  const expired = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: sql`now() + make_interval(secs => ${timeWindowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error(`rate_limit_hits: no row for ${key}`);
  return row;
}

/** Takes back one hit of a live window (a sign-in that succeeded: only failures count). */
export async function refundHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
}

/** Deletes the windows that ended (a key seen again simply starts a new row). */
export async function pruneExpiredHits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, sql`now()`));
}

/** The store class the plugin instantiates (`store` option); `onPruneError` hears of a failed prune. */
export function databaseRateLimitStore(
  db: Database,
  onPruneError: (err: unknown) => void,
): FastifyRateLimitStoreCtor {
  let lastPrune = Date.now();
  const maybePrune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pruneExpiredHits(db).catch(onPruneError);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Prefix of this limiter's keys (set by child()); the root store is never incremented. */
    private policy = '';

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      maybePrune();
      countHit(db, `${this.policy}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    /**
     * One store per limiter. Its keys already carry their own prefix (login-ip:, login-account:, …);
     * the limit and window are prefixed too, so instances with the same configuration share a
     * counter while a limiter with other limits (a test's app, a changed configuration) counts anew.
     */
    child(limiterOptions: object): FastifyRateLimitStore {
      const max = Reflect.get(limiterOptions, 'max');
      const timeWindow = Reflect.get(limiterOptions, 'timeWindow');
      const store = new DatabaseRateLimitStore();
      store.policy = `${String(max)}/${String(timeWindow)}/`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
