import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { dealerships, loginEvents, partners, users } from '../db/schema/index.ts';

export interface AccountRow {
  id: number;
  fullName: string;
  email: string | null;
  userType: 'CLIENTE' | 'PARCEIRO' | 'DEALERSHIP' | 'ADMIN';
  isSuperuser: boolean;
  isStaff: boolean;
  isActive: boolean;
  dealershipId: number | null;
  partnerId: number | null;
  /** A DEALERSHIP or PARCEIRO account that burns vouchers at the counter (capability flag). */
  accountForQrCodeBurn: boolean;
  passwordHash: string | null;
  /** Carried in the user's tokens; a token with another version is refused (sessions ended). */
  sessionVersion: number;
  dealershipName: string | null;
  partnerName: string | null;
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
  accountForQrCodeBurn: users.accountForQrCodeBurn,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
  dealershipName: dealerships.name,
  partnerName: partners.brandName,
};

export function createUsersRepository(db: Database) {
  const base = () =>
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
      .leftJoin(partners, eq(partners.id, users.partnerId));

  // The account behind every authenticated request: prepared once, so the hot path skips Drizzle's
  // SQL builder and, on PostgreSQL, the parse of a named statement each connection already knows.
  const accountById = base()
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');

  return {
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
