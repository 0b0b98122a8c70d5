import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';

export interface NewRefreshToken {
  jti: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
}

export function createRefreshTokensRepository(db: Database) {
  return {
    async create(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Atomically marks a live token as used. Returns false when it was already used/revoked/expired
     * (or unknown), which the caller treats as reuse.
     */
    async consume(jti: string, replacedBy: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, replacedBy })
        .where(
          and(
            eq(refreshTokens.jti, jti),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

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
