import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { dealerships, locations, offers, partnerLocations, partners, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { orderBy } from '../domain/ordering.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import {
  DEALERSHIP_ORDERING,
  LOCATION_ORDERING,
  PARTNER_LOCATION_ORDERING,
  PARTNER_ORDERING,
} from './partnerships-ordering.ts';

export type LocationRow = typeof locations.$inferSelect;
export type NewLocation = Omit<typeof locations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = Pick<typeof partners.$inferInsert, 'brandName' | 'category'>;
export type NewDealership = Pick<
  typeof dealerships.$inferInsert,
  'name' | 'cnpj' | 'externalNameRef' | 'locationId'
>;
export type NewPartnerLocation = Pick<
  typeof partnerLocations.$inferInsert,
  'storeName' | 'partnerId' | 'locationId' | 'logo'
>;

export interface DealershipRow {
  id: number;
  name: string;
  cnpj: string;
  externalNameRef: string | null;
  locationId: number | null;
  logo: string | null;
  createdAt: Date;
  updatedAt: Date;
  location: LocationRow | null;
}

export interface PartnerLocationRow {
  id: number;
  storeName: string;
  partnerId: number;
  locationId: number;
  logo: string | null;
  createdAt: Date;
  updatedAt: Date;
  partner: { id: number; brandName: string; category: string };
  location: LocationRow;
}

export type DeleteResult = 'deleted' | 'not_found' | 'in_use';

/** `?ordering=` of a settings list, as sent; absent: newest first. */
type Ordered = { ordering?: string | undefined };

const NONE = sql`false`;

/** Text filter: case-insensitive substring, LIKE wildcards matched literally. */
const contains = (col: Parameters<typeof ilikeUnaccent>[0], term: string | undefined) => {
  const t = term?.trim();
  return t ? ilikeUnaccent(col, likePattern(t)) : undefined;
};

/** PostgreSQL foreign_key_violation, through drizzle's wrapper on either driver. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function createPartnershipsRepository(db: Database) {
  // What a non-admin may read: its own dealership (and its location) or its partner (stores, locations).
  const locationScope = (scope: Scope): SQL | undefined => {
    if (scope.kind === 'all') return undefined;
    if (scope.kind === 'dealership')
      return inArray(
        locations.id,
        db
          .select({ id: sql<number>`${dealerships.locationId}` })
          .from(dealerships)
          .where(eq(dealerships.id, scope.dealershipId)),
      );
    return inArray(
      locations.id,
      db
        .select({ id: partnerLocations.locationId })
        .from(partnerLocations)
        .where(
          scope.kind === 'store'
            ? eq(partnerLocations.id, scope.partnerLocationId)
            : eq(partnerLocations.partnerId, scope.partnerId),
        ),
    );
  };
  const partnerScope = (scope: Scope): SQL | undefined =>
    scope.kind === 'all' ? undefined : scope.kind === 'partner' ? eq(partners.id, scope.partnerId) : NONE;
  const dealershipScope = (scope: Scope): SQL | undefined =>
    scope.kind === 'all'
      ? undefined
      : scope.kind === 'dealership'
        ? eq(dealerships.id, scope.dealershipId)
        : NONE;
  const storeScope = (scope: Scope): SQL | undefined => {
    if (scope.kind === 'all') return undefined;
    if (scope.kind === 'partner') return eq(partnerLocations.partnerId, scope.partnerId);
    return scope.kind === 'store' ? eq(partnerLocations.id, scope.partnerLocationId) : NONE;
  };

  async function deleteWhen(
    exists: () => Promise<boolean>,
    inUse: () => Promise<boolean>,
    remove: () => Promise<unknown>,
  ): Promise<DeleteResult> {
    if (!(await exists())) return 'not_found';
    if (await inUse()) return 'in_use';
    try {
      await remove();
      return 'deleted';
    } catch (err) {
      if (isForeignKeyViolation(err)) return 'in_use';
      throw err;
    }
  }
  const any = async (q: Promise<unknown[]>) => (await q).length > 0;

  const dealershipSelect = () =>
    db
      .select({
        id: dealerships.id,
        name: dealerships.name,
        cnpj: dealerships.cnpj,
        externalNameRef: dealerships.externalNameRef,
        locationId: dealerships.locationId,
        logo: dealerships.logo,
        createdAt: dealerships.createdAt,
        updatedAt: dealerships.updatedAt,
        location: locations,
      })
      .from(dealerships)
      .leftJoin(locations, eq(locations.id, dealerships.locationId));

  const storeSelect = () =>
    db
      .select({
        id: partnerLocations.id,
        storeName: partnerLocations.storeName,
        partnerId: partnerLocations.partnerId,
        locationId: partnerLocations.locationId,
        logo: partnerLocations.logo,
        createdAt: partnerLocations.createdAt,
        updatedAt: partnerLocations.updatedAt,
        partner: { id: partners.id, brandName: partners.brandName, category: partners.category },
        location: locations,
      })
      .from(partnerLocations)
      .innerJoin(partners, eq(partners.id, partnerLocations.partnerId))
      .innerJoin(locations, eq(locations.id, partnerLocations.locationId));

  return {
    locations: {
      async page(
        filter: { scope: Scope; search?: string; city?: string; state?: string; zipCode?: string } & Ordered,
        p: Paging,
      ): Promise<{ count: number; rows: LocationRow[] }> {
        const order = orderBy(filter.ordering, LOCATION_ORDERING);
        const search = filter.search?.trim();
        const where = and(
          locationScope(filter.scope),
          search
            ? or(
                ilikeUnaccent(locations.address, likePattern(search)),
                ilikeUnaccent(locations.city, likePattern(search)),
                ilikeUnaccent(locations.state, likePattern(search)),
                ilikeUnaccent(locations.zipCode, likePattern(search)),
              )
            : undefined,
          contains(locations.city, filter.city),
          filter.state?.trim()
            ? eq(sql`upper(${locations.state})`, filter.state.trim().toUpperCase())
            : undefined,
          contains(locations.zipCode, filter.zipCode),
        );
        const [total] = await db.select({ value: count() }).from(locations).where(where);
        const rows = await db
          .select()
          .from(locations)
          .where(where)
          .orderBy(...order)
          .limit(p.pageSize)
          .offset(p.offset);
        return { count: total?.value ?? 0, rows };
      },
      async get(id: number, scope: Scope): Promise<LocationRow | undefined> {
        const [row] = await db
          .select()
          .from(locations)
          .where(and(eq(locations.id, id), locationScope(scope)));
        return row;
      },
      async create(values: NewLocation): Promise<LocationRow> {
        const [row] = await db.insert(locations).values(values).returning();
        return row as LocationRow;
      },
      async update(id: number, values: NewLocation): Promise<LocationRow | undefined> {
        const [row] = await db
          .update(locations)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(locations.id, id))
          .returning();
        return row;
      },
      delete: (id: number) =>
        deleteWhen(
          () => any(db.select({ id: locations.id }).from(locations).where(eq(locations.id, id))),
          async () =>
            (await any(
              db
                .select({ id: dealerships.id })
                .from(dealerships)
                .where(eq(dealerships.locationId, id))
                .limit(1),
            )) ||
            any(
              db
                .select({ id: partnerLocations.id })
                .from(partnerLocations)
                .where(eq(partnerLocations.locationId, id))
                .limit(1),
            ),
          () => db.delete(locations).where(eq(locations.id, id)),
        ),
    },

    partners: {
      async page(
        filter: { scope: Scope; category?: string; search?: string } & Ordered,
        p: Paging,
      ): Promise<{ count: number; rows: PartnerRow[] }> {
        const order = orderBy(filter.ordering, PARTNER_ORDERING);
        const where = and(
          partnerScope(filter.scope),
          filter.category?.trim() ? eq(partners.category, filter.category.trim()) : undefined,
          contains(partners.brandName, filter.search),
        );
        const [total] = await db.select({ value: count() }).from(partners).where(where);
        const rows = await db
          .select()
          .from(partners)
          .where(where)
          .orderBy(...order)
          .limit(p.pageSize)
          .offset(p.offset);
        return { count: total?.value ?? 0, rows };
      },
      async get(id: number, scope: Scope): Promise<PartnerRow | undefined> {
        const [row] = await db
          .select()
          .from(partners)
          .where(and(eq(partners.id, id), partnerScope(scope)));
        return row;
      },
      async create(values: NewPartner): Promise<PartnerRow> {
        const [row] = await db.insert(partners).values(values).returning();
        return row as PartnerRow;
      },
      async update(id: number, values: NewPartner): Promise<PartnerRow | undefined> {
        const [row] = await db
          .update(partners)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(partners.id, id))
          .returning();
        return row;
      },
      /** In use while it has stores or users (deleting would cascade to stores and their offers). */
      delete: (id: number) =>
        deleteWhen(
          () => any(db.select({ id: partners.id }).from(partners).where(eq(partners.id, id))),
          async () =>
            (await any(
              db
                .select({ id: partnerLocations.id })
                .from(partnerLocations)
                .where(eq(partnerLocations.partnerId, id))
                .limit(1),
            )) || any(db.select({ id: users.id }).from(users).where(eq(users.partnerId, id)).limit(1)),
          () => db.delete(partners).where(eq(partners.id, id)),
        ),
    },

    dealerships: {
      async page(
        filter: { scope: Scope; name?: string; cnpj?: string; externalNameRef?: string } & Ordered,
        p: Paging,
      ): Promise<{ count: number; rows: DealershipRow[] }> {
        const order = orderBy(filter.ordering, DEALERSHIP_ORDERING);
        const where = and(
          dealershipScope(filter.scope),
          contains(dealerships.name, filter.name),
          contains(dealerships.cnpj, filter.cnpj),
          contains(dealerships.externalNameRef, filter.externalNameRef),
        );
        const [total] = await db.select({ value: count() }).from(dealerships).where(where);
        const rows = await dealershipSelect()
          .where(where)
          .orderBy(...order)
          .limit(p.pageSize)
          .offset(p.offset);
        return { count: total?.value ?? 0, rows };
      },
      async get(id: number, scope: Scope): Promise<DealershipRow | undefined> {
        const [row] = await dealershipSelect().where(and(eq(dealerships.id, id), dealershipScope(scope)));
        return row;
      },
      async create(values: NewDealership): Promise<number> {
        const [row] = await db.insert(dealerships).values(values).returning({ id: dealerships.id });
        return row?.id as number;
      },
      async update(id: number, values: NewDealership): Promise<boolean> {
        const rows = await db
          .update(dealerships)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(dealerships.id, id))
          .returning({ id: dealerships.id });
        return rows.length === 1;
      },
      /** In use while users or offers point at it (offers would cascade, users lose their link). */
      delete: (id: number) =>
        deleteWhen(
          () => any(db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, id))),
          async () =>
            (await any(db.select({ id: users.id }).from(users).where(eq(users.dealershipId, id)).limit(1))) ||
            any(db.select({ id: offers.id }).from(offers).where(eq(offers.dealershipId, id)).limit(1)),
          () => db.delete(dealerships).where(eq(dealerships.id, id)),
        ),
    },

    partnerLocations: {
      async page(
        filter: { scope: Scope; partner?: string; city?: string; storeName?: string } & Ordered,
        p: Paging,
      ): Promise<{ count: number; rows: PartnerLocationRow[] }> {
        const order = orderBy(filter.ordering, PARTNER_LOCATION_ORDERING);
        const partner = filter.partner?.trim();
        const where = and(
          storeScope(filter.scope),
          partner
            ? /^\d+$/.test(partner)
              ? eq(partnerLocations.partnerId, Number(partner))
              : ilikeUnaccent(partners.brandName, likePattern(partner))
            : undefined,
          contains(locations.city, filter.city),
          contains(partnerLocations.storeName, filter.storeName),
        );
        const [total] = await db
          .select({ value: count() })
          .from(partnerLocations)
          .innerJoin(partners, eq(partners.id, partnerLocations.partnerId))
          .innerJoin(locations, eq(locations.id, partnerLocations.locationId))
          .where(where);
        const rows = await storeSelect()
          .where(where)
          .orderBy(...order)
          .limit(p.pageSize)
          .offset(p.offset);
        return { count: total?.value ?? 0, rows };
      },
      async get(id: number, scope: Scope): Promise<PartnerLocationRow | undefined> {
        const [row] = await storeSelect().where(and(eq(partnerLocations.id, id), storeScope(scope)));
        return row;
      },
      async create(values: NewPartnerLocation): Promise<number> {
        const [row] = await db.insert(partnerLocations).values(values).returning({ id: partnerLocations.id });
        return row?.id as number;
      },
      async update(id: number, values: Partial<NewPartnerLocation>): Promise<boolean> {
        const rows = await db
          .update(partnerLocations)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(partnerLocations.id, id))
          .returning({ id: partnerLocations.id });
        return rows.length === 1;
      },
      /** In use while offers point at it (they would cascade, and redeemed ones cannot go). */
      delete: (id: number) =>
        deleteWhen(
          () =>
            any(
              db
                .select({ id: partnerLocations.id })
                .from(partnerLocations)
                .where(eq(partnerLocations.id, id)),
            ),
          () =>
            any(db.select({ id: offers.id }).from(offers).where(eq(offers.partnerLocationId, id)).limit(1)),
          () => db.delete(partnerLocations).where(eq(partnerLocations.id, id)),
        ),
    },

    async locationExists(id: number): Promise<boolean> {
      return any(db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)));
    },
    async partnerExists(id: number): Promise<boolean> {
      return any(db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)));
    },
  };
}

export type PartnershipsRepository = ReturnType<typeof createPartnershipsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    partnershipsRepository: PartnershipsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('partnershipsRepository', createPartnershipsRepository(app.db));
  },
  { name: 'partnerships-repository', dependencies: ['db'] },
);
