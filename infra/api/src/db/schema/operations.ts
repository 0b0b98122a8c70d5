import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
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
  },
  // Recent reports (newest first) and the counts per remote and version over a window.
  (t) => [
    index('remote_failures_at_idx').on(t.at),
    index('remote_failures_remote_version_idx').on(t.remote, t.version, t.at),
  ],
);
