import type { UserType } from '@fidelidade/contract/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import {
  dealerships,
  loginEvents,
  partnerLocations,
  partners,
  twoFactorRequiredRoles,
  userSessions,
  users,
} from '../db/schema/index.ts';
import { endUserSessions } from './refresh-tokens.ts';

export interface AccountRow {
  id: number;
  fullName: string;
  email: string | null;
  userType: UserType;
  isSuperuser: boolean;
  isStaff: boolean;
  isActive: boolean;
  dealershipId: number | null;
  partnerId: number | null;
  /** The partner store an ATENDENTE serves. */
  partnerLocationId: number | null;
  /** A DEALERSHIP or PARCEIRO account that burns vouchers at the counter (capability flag). */
  accountForQrCodeBurn: boolean;
  passwordHash: string | null;
  /** Carried in the user's tokens; a token with another version is refused (sessions ended). */
  sessionVersion: number;
  dealershipName: string | null;
  partnerName: string | null;
  partnerLocationName: string | null;
  /** Signed in with a password the staff policy refuses: only Meu Perfil until it changes. */
  passwordChangeRequired: boolean;
  /** Two-factor sign-in is on (a confirmed TOTP secret). */
  twoFactorEnabled: boolean;
  /** The account's role is one ADMIN requires two-factor sign-in for. */
  twoFactorRequired: boolean;
}

/** An account as an authenticated request loads it, with the state of the token's session. */
export interface AccessAccountRow extends AccountRow {
  /** The token's session exists, belongs to the user and has not ended. */
  sessionLive: boolean;
}

const accountColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  userType: users.userType,
  isSuperuser: users.isSuperuser,
  isStaff: users.isStaff,
  isActive: users.isActive,
  dealershipId: users.dealershipId,
  partnerId: users.partnerId,
  partnerLocationId: users.partnerLocationId,
  accountForQrCodeBurn: users.accountForQrCodeBurn,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
  dealershipName: dealerships.name,
  partnerName: partners.brandName,
  partnerLocationName: partnerLocations.storeName,
  passwordChangeRequired: users.passwordChangeRequired,
  twoFactorEnabled: sql<boolean>`(${users.totpSecret} is not null)`,
  // A superuser counts as ADMIN (docs/architecture.md §6); one primary-key probe of a tiny table.
  twoFactorRequired: sql<boolean>`exists (select 1 from ${twoFactorRequiredRoles} where ${twoFactorRequiredRoles.userType} = case when ${users.isSuperuser} then 'ADMIN' else ${users.userType} end)`,
};

export function createUsersRepository(db: Database) {
  const base = () =>
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
      .leftJoin(partners, eq(partners.id, users.partnerId))
      .leftJoin(partnerLocations, eq(partnerLocations.id, users.partnerLocationId));

  // The account behind every authenticated request: prepared once, so the hot path skips Drizzle's
  // SQL builder and, on PostgreSQL, the parse of a named statement each connection already knows.
  const accountById = base()
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');

  // The same single statement, with the token's session: ending one session costs no extra query.
  const accountForAccess = db
    .select({ ...accountColumns, sessionLive: sql<boolean>`(${userSessions.id} is not null)` })
    .from(users)
    .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(partnerLocations, eq(partnerLocations.id, users.partnerLocationId))
    .leftJoin(
      userSessions,
      and(
        eq(userSessions.id, sql`${sql.placeholder('sid')}::uuid`),
        eq(userSessions.userId, users.id),
        isNull(userSessions.endedAt),
      ),
    )
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_for_access');

  return {
    /** The account and its session, for an access token (plugins/auth.ts); sid must be a UUID. */
    async findForAccess(id: number, sessionId: string): Promise<AccessAccountRow | undefined> {
      const [row] = await accountForAccess.execute({ id, sid: sessionId });
      return row;
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await base().where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return row;
    },

    async findByCpf(cpf: string): Promise<AccountRow | undefined> {
      const [row] = await base().where(eq(users.cpf, cpf)).limit(1);
      return row;
    },

    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await accountById.execute({ id });
      return row;
    },

    /** Updates last_login and records a login event (feeds daily_logins_count). */
    async recordLogin(userId: number, ip: string | null, userAgent: string | null, channel = 'admin') {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));
        await tx.insert(loginEvents).values({ userId, ip, userAgent, channel });
      });
    },

    /** Whether the user ever signed in successfully from this address (login_events). */
    async hasSignedInFrom(userId: number, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(loginEvents)
        .where(and(eq(loginEvents.userId, userId), eq(loginEvents.ip, ip)))
        .limit(1);
      return row !== undefined;
    },

    async updateOwnProfile(userId: number, fullName: string, email: string): Promise<void> {
      await db.update(users).set({ fullName, email, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /**
     * A new password of one's own: stored, the staff-policy flag cleared and every session ended
     * (access and refresh tokens), in one transaction.
     */
    async changeOwnPassword(userId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangeRequired: false, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await endUserSessions(tx, userId);
      });
    },

    async setPasswordChangeRequired(userId: number, required: boolean): Promise<void> {
      await db.update(users).set({ passwordChangeRequired: required }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
