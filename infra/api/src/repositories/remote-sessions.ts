import type { VersionHealth, VersionHour } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { remoteFailures, remoteSessions } from '../db/schema/index.ts';
import { failureRate } from '../domain/canary-decision.ts';

export interface NewRemoteSession {
  remote: RemoteName;
  version: string;
  sessionId: string;
  /** The pseudonymous address its (vouched) session id was issued to. */
  source: string;
}

/**
 * Every vouched session that showed itself for a remote's versions since `since`: a beacon (it
 * loaded the version) or a failure report (one row per report). A session that failed before its
 * beacon went out (its code did not load) still counts as a session of that version, so a failure
 * rate never exceeds 100 % and a version that never loads is not a version without sessions. Reports
 * whose session id the product did not issue (no source) are left out.
 */
function activity(db: Database, remote: RemoteName, since: Date, versions?: string[]) {
  const beacons = db
    .select({
      version: remoteSessions.version,
      sessionId: remoteSessions.sessionId,
      source: sql<string>`${remoteSessions.source}`.as('source'),
      at: sql<Date>`${remoteSessions.firstSeen}`.as('at'),
      failed: sql<boolean>`false`.as('failed'),
    })
    .from(remoteSessions)
    .where(
      and(
        eq(remoteSessions.remote, remote),
        gte(remoteSessions.firstSeen, since),
        isNotNull(remoteSessions.source),
        versions ? inArray(remoteSessions.version, versions) : undefined,
      ),
    );
  const failures = db
    .select({
      version: remoteFailures.version,
      sessionId: remoteFailures.sessionId,
      source: sql<string>`${remoteFailures.source}`.as('source'),
      at: sql<Date>`${remoteFailures.at}`.as('at'),
      failed: sql<boolean>`true`.as('failed'),
    })
    .from(remoteFailures)
    .where(
      and(
        eq(remoteFailures.remote, remote),
        gte(remoteFailures.at, since),
        isNotNull(remoteFailures.source),
        versions ? inArray(remoteFailures.version, versions) : undefined,
      ),
    );
  return beacons.unionAll(failures).as('activity');
}

/**
 * One row per session of the window with its source, whether it failed and its reports, ranked
 * within its version and source by when it was first seen: the health counts the first
 * `perSource` of each source, so no one address outweighs the others (docs/security.md).
 */
function rankedSessions(db: Database, remote: RemoteName, since: Date, versions: string[]) {
  const a = activity(db, remote, since, versions);
  const perSession = db
    .select({
      version: a.version,
      sessionId: a.sessionId,
      source: a.source,
      firstAt: sql<Date>`min(${a.at})`.as('first_at'),
      failed: sql<boolean>`bool_or(${a.failed})`.as('failed'),
      reports: sql<number>`count(*) filter (where ${a.failed})`.as('reports'),
    })
    .from(a)
    .groupBy(a.version, a.sessionId, a.source)
    .as('per_session');
  return db
    .select({
      version: perSession.version,
      source: perSession.source,
      failed: perSession.failed,
      reports: perSession.reports,
      rank: sql<number>`row_number() over (partition by ${perSession.version}, ${perSession.source}
        order by ${perSession.firstAt}, ${perSession.sessionId})`.as('rank'),
    })
    .from(perSession)
    .as('ranked');
}

export interface RemoteSessionsOptions {
  /** Sessions one source contributes to a version's health (CANARY_MAX_SESSIONS_PER_SOURCE). */
  maxSessionsPerSource: number;
}

/** Sessions per remote version (beacons) and the health figures the release watcher compares. */
export function createRemoteSessionsRepository(db: Database, options: RemoteSessionsOptions) {
  return {
    /** A tab's beacon; the same tab and version again is ignored. */
    async insert(session: NewRemoteSession): Promise<void> {
      await db.insert(remoteSessions).values(session).onConflictDoNothing();
    },

    /**
     * Health of each of `versions` over [since, now], counting vouched sessions only and at most
     * `maxSessionsPerSource` of each source; a version without activity has zeros.
     */
    async health(remote: RemoteName, versions: string[], since: Date): Promise<Map<string, VersionHealth>> {
      const unique = [...new Set(versions)];
      const result = new Map<string, VersionHealth>(
        unique.map((version) => [
          version,
          {
            version,
            sessions: 0,
            failed_sessions: 0,
            failures: 0,
            failure_rate: 0,
            sources: 0,
            failed_sources: 0,
          },
        ]),
      );
      if (unique.length === 0) return result;
      const r = rankedSessions(db, remote, since, unique);
      const rows = await db
        .select({
          version: r.version,
          sessions: sql<number>`count(*)`.mapWith(Number),
          failedSessions: sql<number>`count(*) filter (where ${r.failed})`.mapWith(Number),
          failures: sql<number>`coalesce(sum(${r.reports}), 0)`.mapWith(Number),
          sources: sql<number>`count(distinct ${r.source})`.mapWith(Number),
          failedSources: sql<number>`count(distinct ${r.source}) filter (where ${r.failed})`.mapWith(Number),
        })
        .from(r)
        .where(lte(r.rank, options.maxSessionsPerSource))
        .groupBy(r.version);
      for (const row of rows) {
        result.set(row.version, {
          version: row.version,
          sessions: row.sessions,
          failed_sessions: row.failedSessions,
          failures: row.failures,
          failure_rate: failureRate(row.failedSessions, row.sessions),
          sources: row.sources,
          failed_sources: row.failedSources,
        });
      }
      return result;
    },

    /** Sessions and failed sessions per hour and version since `since`, oldest first. */
    async hourly(remote: RemoteName, since: Date): Promise<VersionHour[]> {
      const a = activity(db, remote, since);
      const hour = sql<string>`date_trunc('hour', ${a.at})`;
      const rows = await db
        .select({
          hour: hour.mapWith((value: string | Date) => new Date(value).toISOString()),
          version: a.version,
          sessions: sql<number>`count(distinct ${a.sessionId})`.mapWith(Number),
          failedSessions: sql<number>`count(distinct ${a.sessionId}) filter (where ${a.failed})`.mapWith(
            Number,
          ),
        })
        .from(a)
        .groupBy(hour, a.version)
        .orderBy(hour, a.version);
      return rows.map((row) => ({
        hour: row.hour,
        version: row.version,
        sessions: row.sessions,
        failed_sessions: row.failedSessions,
      }));
    },

    /** Drops sessions and failure reports older than `before` (kept 30 days: docs/api.md). */
    async prune(before: Date): Promise<{ sessions: number; failures: number }> {
      const sessions = await db
        .delete(remoteSessions)
        .where(lt(remoteSessions.firstSeen, before))
        .returning({ id: remoteSessions.sessionId });
      const failures = await db
        .delete(remoteFailures)
        .where(lt(remoteFailures.at, before))
        .returning({ id: remoteFailures.id });
      return { sessions: sessions.length, failures: failures.length };
    },
  };
}

export type RemoteSessionsRepository = ReturnType<typeof createRemoteSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remoteSessionsRepository: RemoteSessionsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'remoteSessionsRepository',
      createRemoteSessionsRepository(app.db, {
        maxSessionsPerSource: app.config.CANARY_MAX_SESSIONS_PER_SOURCE,
      }),
    );
  },
  { name: 'remote-sessions-repository', dependencies: ['db'] },
);
