import type { RemoteFailureKind, RemoteName } from '@fidelidade/contract/enums';
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { remoteFailures } from '../db/schema/index.ts';

export type RemoteFailureRow = typeof remoteFailures.$inferSelect;

export interface NewRemoteFailure {
  remote: RemoteName;
  version: string;
  kind: RemoteFailureKind;
  page: string;
  message: string;
  sessionId: string;
  /** The pseudonymous address its vouched session id was issued to; null when not vouched. */
  source: string | null;
}

export interface RemoteFailureFilter {
  since: Date;
  remote?: RemoteName | undefined;
  version?: string | undefined;
}

export interface RemoteFailureCountRow {
  remote: RemoteName;
  version: string;
  total: number;
  load: number;
  render: number;
  error: number;
  sessions: number;
  lastAt: Date;
}

function where(filter: RemoteFailureFilter): SQL | undefined {
  return and(
    gte(remoteFailures.at, filter.since),
    filter.remote ? eq(remoteFailures.remote, filter.remote) : undefined,
    filter.version ? eq(remoteFailures.version, filter.version) : undefined,
  );
}

const countOf = (kind: RemoteFailureKind) =>
  sql<number>`count(*) filter (where ${remoteFailures.kind} = ${kind})`.mapWith(Number);

/** Failure reports of remote screens: stored as browsers send them, read back per window. */
export function createRemoteFailuresRepository(db: Database) {
  return {
    async insert(report: NewRemoteFailure): Promise<void> {
      await db.insert(remoteFailures).values(report);
    },

    async recent(filter: RemoteFailureFilter, limit: number): Promise<RemoteFailureRow[]> {
      return db
        .select()
        .from(remoteFailures)
        .where(where(filter))
        .orderBy(desc(remoteFailures.at), desc(remoteFailures.id))
        .limit(limit);
    },

    /** Per remote and version: failures by kind and the distinct sessions they came from. */
    async counts(filter: RemoteFailureFilter): Promise<RemoteFailureCountRow[]> {
      const total = sql<number>`count(*)`.mapWith(Number);
      return db
        .select({
          remote: remoteFailures.remote,
          version: remoteFailures.version,
          total,
          load: countOf('load'),
          render: countOf('render'),
          error: countOf('error'),
          sessions: sql<number>`count(distinct ${remoteFailures.sessionId})`.mapWith(Number),
          lastAt: sql<Date>`max(${remoteFailures.at})`.mapWith((value: string | Date) => new Date(value)),
        })
        .from(remoteFailures)
        .where(where(filter))
        .groupBy(remoteFailures.remote, remoteFailures.version)
        .orderBy(desc(total), remoteFailures.remote, remoteFailures.version);
    },
  };
}

export type RemoteFailuresRepository = ReturnType<typeof createRemoteFailuresRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remoteFailuresRepository: RemoteFailuresRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('remoteFailuresRepository', createRemoteFailuresRepository(app.db));
  },
  { name: 'remote-failures-repository', dependencies: ['db'] },
);
