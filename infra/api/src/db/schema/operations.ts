import { bigserial, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { REMOTE_FAILURE_KINDS, REMOTE_NAMES } from './enums.ts';

/**
 * Failures of remote screens as browsers report them (POST ops/remote-failures/): which remote and
 * version, how it failed, on which page and with which message. No personal data: no user id, no
 * IP, the page without its query string, emails and CPFs masked in the message; the session id is
 * a random one per browser tab, only to tell how many sessions a version failed in.
 */
export const remoteFailures = pgTable(
  'remote_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    remote: varchar('remote', { length: 40, enum: REMOTE_NAMES }).notNull(),
    version: varchar('version', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10, enum: REMOTE_FAILURE_KINDS }).notNull(),
    page: varchar('page', { length: 300 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    /**
     * The pseudonymous client address the session id was issued to (a keyed hash, never the
     * address); null when the id was not one the product issued: kept, never counted.
     */
    source: varchar('source', { length: 12 }),
  },
  // Recent reports (newest first) and the counts per remote and version over a window.
  (t) => [
    index('remote_failures_at_idx').on(t.at),
    index('remote_failures_remote_version_idx').on(t.remote, t.version, t.at),
  ],
);

/**
 * Browser tabs that loaded a remote version (POST ops/remote-sessions/, once per tab and version):
 * the denominator of a version's failure rate, which the release watcher compares between a canary
 * and the live version. The same per-tab telemetry id as the failure reports; nothing else.
 */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    remote: varchar('remote', { length: 40, enum: REMOTE_NAMES }).notNull(),
    version: varchar('version', { length: 100 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    /** The pseudonymous client address the (vouched) session id was issued to; null before 0019. */
    source: varchar('source', { length: 12 }),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  // A repeated beacon is a no-op (the key); a version's sessions over a window walk the index.
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.sessionId] }),
    index('remote_sessions_remote_version_idx').on(t.remote, t.version, t.firstSeen),
  ],
);
