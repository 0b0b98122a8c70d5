import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { refreshTokens, userSessions, users } from '../db/schema/index.ts';

export interface NewRefreshToken {
  jti: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
  sessionStartedAt: Date;
}

/**
 * Ends every session of a user at once: the new session version makes all their access and refresh
 * tokens fail on their next use, the stored refresh tokens are revoked and every session row is
 * marked ended (the session list). Runs on `db` or inside the caller's transaction (a user update
 * that changes the password or the role).
 */
export async function endUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
}

/**
 * Ends one session (one sign-in, one device): its refresh tokens are revoked and its row marked
 * ended, so its access tokens fail on their next request (plugins/auth.ts reads the row).
 */
export async function endSession(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.id, familyId), isNull(userSessions.endedAt)));
}

export function createRefreshTokensRepository(db: Database) {
  return {
    async create(token: NewRefreshToken): Promise<void> {
      const { jti, familyId, userId, expiresAt, sessionStartedAt } = token;
      await db.insert(refreshTokens).values({ jti, familyId, userId, expiresAt, sessionStartedAt });
    },

    /**
     * Atomically marks a live token as used and returns when its session started. Returns null
     * when it was already used/revoked/expired (or unknown), which the caller treats as reuse.
     */
    async consume(jti: string, replacedBy: string): Promise<Date | null> {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, replacedBy })
        .where(
          and(
            eq(refreshTokens.jti, jti),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ sessionStartedAt: refreshTokens.sessionStartedAt });
      return row?.sessionStartedAt ?? null;
    },

    /**
     * Consumes the live token `jti` and stores the successor `successorOf(sessionStartedAt)` builds,
     * in one transaction. A concurrent use of the same token waits for it on the row, finds the
     * token used and revokes the family, successor included; stored in a later statement, the
     * successor could land after that revocation and outlive it. 'reused' when `jti` was not live;
     * 'ended' when `successorOf` returns null (the session is past its maximum).
     */
    rotate<T extends NewRefreshToken>(
      jti: string,
      successorJti: string,
      successorOf: (sessionStartedAt: Date) => T | null,
    ): Promise<T | 'reused' | 'ended'> {
      return db.transaction(async (tx) => {
        const tokens = createRefreshTokensRepository(tx);
        const sessionStartedAt = await tokens.consume(jti, successorJti);
        if (!sessionStartedAt) return 'reused';
        const successor = successorOf(sessionStartedAt);
        if (!successor) return 'ended';
        await tokens.create(successor);
        await tx
          .update(userSessions)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(userSessions.id, successor.familyId));
        return successor;
      });
    },

    /** endUserSessions in its own transaction (logout). */
    endUserSessions: (userId: number) => db.transaction((tx) => endUserSessions(tx, userId)),

    /** Ends the family's session: Sair, Encerrar, a reused refresh token (endSession). */
    revokeFamily: (familyId: string) => db.transaction((tx) => endSession(tx, familyId)),

    async isRevoked(jti: string): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, jti))
        .limit(1);
      return !row || row.revokedAt !== null;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('refreshTokensRepository', createRefreshTokensRepository(app.db));
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
);
