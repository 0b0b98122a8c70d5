import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { twoFactorRecoveryCodes, twoFactorRequiredRoles, users } from '../db/schema/index.ts';
import { endUserSessions } from './refresh-tokens.ts';

export type TwoFactorRole = 'ADMIN' | 'DEALERSHIP' | 'PARCEIRO' | 'ATENDENTE';

export interface TwoFactorState {
  /** Sealed (services/secret-box.ts); null while two-factor sign-in is off. */
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
}

/** A user's second factor (TOTP secret, recovery codes) and the roles that must have one. */
export function createTwoFactorRepository(db: Database) {
  return {
    async state(userId: number): Promise<TwoFactorState | undefined> {
      const [row] = await db
        .select({
          secret: users.totpSecret,
          pendingSecret: users.totpPendingSecret,
          lastStep: users.totpLastStep,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async startSetup(userId: number, sealedSecret: string): Promise<void> {
      await db.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.id, userId));
    },

    /** The pending secret becomes the one, with fresh recovery codes, in one transaction. */
    async enable(userId: number, step: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecret: users.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: sql`now()`,
            totpLastStep: step,
          })
          .where(eq(users.id, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Off: secret and codes gone. `endSessions` (an ADMIN's reset) also ends every session. */
    async disable(userId: number, endSessions = false): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        if (endSessions) await endUserSessions(tx, userId);
      });
    },

    /** Records a code's time step unless one as late was used already (a replay): false then. */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Uses a recovery code once: false when unknown or used already. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async requiredRoles(): Promise<TwoFactorRole[]> {
      const rows = await db
        .select({ role: twoFactorRequiredRoles.userType })
        .from(twoFactorRequiredRoles)
        .orderBy(asc(twoFactorRequiredRoles.userType));
      return rows.map((row) => row.role as TwoFactorRole);
    },

    async setRequiredRoles(roles: TwoFactorRole[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRequiredRoles);
        if (roles.length > 0)
          await tx.insert(twoFactorRequiredRoles).values(roles.map((userType) => ({ userType })));
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorRepository: TwoFactorRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('twoFactorRepository', createTwoFactorRepository(app.db));
  },
  { name: 'two-factor-repository', dependencies: ['db'] },
);
