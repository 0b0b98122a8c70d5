import type { UserType } from '@fidelidade/contract/enums';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { dealerships, partnerLocations, partners, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import type { UserValues } from '../domain/user-rules.ts';
import { customerProfile, removeCustomer } from './customer-accounts.ts';
import { endUserSessions } from './refresh-tokens.ts';

export interface ManagedUser {
  id: number;
  cpf: string;
  email: string | null;
  fullName: string;
  userType: UserType;
  isSuperuser: boolean;
  isStaff: boolean;
  isActive: boolean;
  accountForQrCodeBurn: boolean;
  dealershipId: number | null;
  dealershipName: string | null;
  partnerId: number | null;
  partnerName: string | null;
  partnerLocationId: number | null;
  partnerLocationName: string | null;
  pointsBalance: number;
  lastLogin: Date | null;
  createdAt: Date;
  /** Set when a customer with history was deleted (customer-accounts.ts). */
  anonymizedAt: Date | null;
  twoFactorEnabled: boolean;
}

export interface UserListFilter {
  search?: string | undefined;
  userType?: string | undefined;
  isActive?: boolean | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/**
 * Every user (100k customers): each field walks an index either way (users_created_at_idx,
 * users_full_name_idx, users_email_order_idx, users_cpf_key, users_user_type_idx, users_active_idx).
 * The type codes sort like their pt-BR labels (Administrador, Atendente, Cliente, Concessionária,
 * Parceiro),
 * so the column itself gives the screen's order (sortable-lists.test.ts checks it).
 */
export const USER_ORDERING = sortableList(
  'users/admin/list/',
  {
    created_at: users.createdAt,
    full_name: users.fullName,
    email: users.email,
    cpf: users.cpf,
    user_type: users.userType,
    is_active: users.isActive,
  },
  users.id,
);

const columns = {
  id: users.id,
  cpf: users.cpf,
  email: users.email,
  fullName: users.fullName,
  userType: users.userType,
  isSuperuser: users.isSuperuser,
  isStaff: users.isStaff,
  isActive: users.isActive,
  accountForQrCodeBurn: users.accountForQrCodeBurn,
  dealershipId: users.dealershipId,
  dealershipName: dealerships.name,
  partnerId: users.partnerId,
  partnerName: partners.brandName,
  partnerLocationId: users.partnerLocationId,
  partnerLocationName: partnerLocations.storeName,
  pointsBalance: users.pointsBalance,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
  anonymizedAt: users.anonymizedAt,
  twoFactorEnabled: sql<boolean>`(${users.totpSecret} is not null)`,
};

/** User management for ADMIN (create, list, read, update, delete, toggle). */
export function createUserAdminRepository(db: Database) {
  const base = () =>
    db
      .select(columns)
      .from(users)
      .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
      .leftJoin(partners, eq(partners.id, users.partnerId))
      .leftJoin(partnerLocations, eq(partnerLocations.id, users.partnerLocationId));

  function where(filter: UserListFilter): SQL | undefined {
    const term = filter.search?.trim();
    const digits = term?.replace(/[.\-\s]/g, '');
    return and(
      term
        ? or(
            ilikeUnaccent(users.fullName, likePattern(term)),
            ilikeUnaccent(users.email, likePattern(term)),
            digits && /^\d+$/.test(digits) ? ilike(users.cpf, likePattern(digits)) : undefined,
          )
        : undefined,
      filter.userType ? eq(users.userType, filter.userType as ManagedUser['userType']) : undefined,
      filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    );
  }

  /** The users of `filter` in the list's order (no paging): pages and exports. */
  const listQuery = (filter: UserListFilter) =>
    base()
      .where(where(filter))
      .orderBy(...orderBy(filter.ordering, USER_ORDERING));

  return {
    listQuery,

    async page(filter: UserListFilter, p: Paging): Promise<{ count: number; rows: ManagedUser[] }> {
      const query = listQuery(filter);
      const [total] = await db.select({ value: count() }).from(users).where(where(filter));
      const rows = await query.limit(p.pageSize).offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },

    async find(id: number): Promise<ManagedUser | undefined> {
      const [row] = await base().where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Which of cpf/email already belong to another user. */
    async conflicts(cpf: string, email: string | null, exceptId?: number) {
      const other = exceptId === undefined ? undefined : ne(users.id, exceptId);
      const [byCpf] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.cpf, cpf), other))
        .limit(1);
      const [byEmail] = email
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, email), other))
            .limit(1)
        : [];
      return { cpf: Boolean(byCpf), email: Boolean(byEmail) };
    },

    async dealershipExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, id));
      return Boolean(row);
    },

    async partnerExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
      return Boolean(row);
    },

    async partnerLocationExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: partnerLocations.id })
        .from(partnerLocations)
        .where(eq(partnerLocations.id, id));
      return Boolean(row);
    },

    async create(values: Omit<UserValues, 'password'>, passwordHash: string): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({ ...values, passwordHash })
        .returning({ id: users.id });
      if (!row) throw new Error('insert users returned nothing');
      return row.id;
    },

    /** A new password, role or status ends the user's sessions in the same transaction. */
    async update(id: number, values: Omit<UserValues, 'password'>, passwordHash: string | null) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            userType: users.userType,
            isStaff: users.isStaff,
            isActive: users.isActive,
            dealershipId: users.dealershipId,
            partnerLocationId: users.partnerLocationId,
          })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        await tx
          .update(users)
          .set({ ...values, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
          .where(eq(users.id, id));
        // An ATENDENTE moved to another place sees other data: its sessions end too.
        const rightsChanged =
          before &&
          (before.userType !== values.userType ||
            before.isStaff !== values.isStaff ||
            before.isActive !== values.isActive ||
            (values.userType === 'ATENDENTE' &&
              (before.dealershipId !== values.dealershipId ||
                before.partnerLocationId !== values.partnerLocationId)));
        if (passwordHash || rightsChanged) await endUserSessions(tx, id);
      });
    },

    /** Deactivating (or reactivating) a user ends their sessions in the same transaction. */
    async setActive(id: number, isActive: boolean) {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ isActive, updatedAt: new Date() })
          .where(and(eq(users.id, id), ne(users.isActive, isActive)))
          .returning({ id: users.id });
        if (changed.length > 0) await endUserSessions(tx, id);
      });
    },

    /** A customer's page header within the caller's scope (undefined: not a customer, or out of scope). */
    customerProfile: (id: number, scope: Scope) => customerProfile(db, id, scope),

    /** Deletes a customer keeping the books: anonymised when it has history, else removed. */
    removeCustomer: (id: number, options?: { keepRow?: boolean }) => removeCustomer(db, id, options),

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    /** Options of the user form's selects (an ATENDENTE's store among them). */
    async formOptions() {
      const dealershipRows = await db
        .select({ id: dealerships.id, name: dealerships.name })
        .from(dealerships)
        .orderBy(asc(dealerships.name), asc(dealerships.id));
      const partnerRows = await db
        .select({ id: partners.id, brand_name: partners.brandName })
        .from(partners)
        .orderBy(asc(partners.brandName), asc(partners.id));
      const storeRows = await db
        .select({
          id: partnerLocations.id,
          store_name: partnerLocations.storeName,
          partner_name: partners.brandName,
        })
        .from(partnerLocations)
        .innerJoin(partners, eq(partners.id, partnerLocations.partnerId))
        .orderBy(asc(partnerLocations.storeName), asc(partnerLocations.id));
      return { dealerships: dealershipRows, partners: partnerRows, partner_locations: storeRows };
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userAdminRepository: UserAdminRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('userAdminRepository', createUserAdminRepository(app.db));
  },
  { name: 'user-admin-repository', dependencies: ['db'] },
);
