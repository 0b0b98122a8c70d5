import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (login attempts per address and per account, the browsers' beacons), kept in
 * the database so every API instance counts the same hits (plugins/rate-limit-store.ts). One row per
 * key and window; a hit after expires_at starts a new window. Expired rows are pruned now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
);
