import { and, asc, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { refreshTokens, userSessions } from '../db/schema/index.ts';
import { endSession } from './refresh-tokens.ts';

export interface NewSession {
  id: string;
  userId: number;
  channel: 'admin' | 'app';
  ip: string | null;
  userAgent: string | null;
}

export interface SessionRow {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** A session is active while it has not ended and one of its refresh tokens is still usable. */
const active = (userId: number) =>
  and(
    eq(userSessions.userId, userId),
    isNull(userSessions.endedAt),
    exists(
      sql`(select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${userSessions.id}
        and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
    ),
  );

/** The sessions (sign-ins) of a user: one per device, each its refresh-token family. */
export function createUserSessionsRepository(db: Database) {
  return {
    async create(session: NewSession): Promise<void> {
      const userAgent = session.userAgent?.slice(0, 512) ?? null;
      await db.insert(userSessions).values({ ...session, userAgent });
    },

    /** The user's active sessions, the most recently used first. */
    listActive(userId: number): Promise<SessionRow[]> {
      return db
        .select({
          id: userSessions.id,
          ip: userSessions.ip,
          userAgent: userSessions.userAgent,
          createdAt: userSessions.createdAt,
          lastUsedAt: userSessions.lastUsedAt,
        })
        .from(userSessions)
        .where(active(userId))
        .orderBy(desc(userSessions.lastUsedAt), asc(userSessions.id));
    },

    /** Ends one of the user's own sessions; false when it is not theirs or already ended. */
    endOwn(userId: number, sessionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: userSessions.id })
          .from(userSessions)
          .where(and(eq(userSessions.id, sessionId), active(userId)))
          .limit(1);
        if (!row) return false;
        await endSession(tx, sessionId);
        return true;
      });
    },
  };
}

export type UserSessionsRepository = ReturnType<typeof createUserSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userSessionsRepository: UserSessionsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('userSessionsRepository', createUserSessionsRepository(app.db));
  },
  { name: 'user-sessions-repository', dependencies: ['db'] },
);
