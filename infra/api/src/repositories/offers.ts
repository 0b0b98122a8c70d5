import { OFFER_TYPE_LABELS, type OfferLocationType } from '@fidelidade/contract/enums';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bind, literal, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { listShapeKey } from '../db/prepared-shapes.ts';
import {
  audiences,
  dealerships,
  locations,
  type OfferType,
  offers,
  offerUsage,
  partnerLocations,
  partners,
  redemptions,
} from '../db/schema/index.ts';
import { byLabel, enumOrder, orderBy, sortableList } from '../domain/ordering.ts';
import { type Paging, searchPattern } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { poolFreeSql, poolSpentSql, poolTotalSql } from '../services/budgets/voucher-pool.ts';
import { isForeignKeyViolation } from './partnerships.ts';
import { rowScope, scopeIdOf, searchSql } from './scope-sql.ts';

export type NewOffer = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

interface OfferExtras {
  isValidNow: boolean;
  dealershipName: string | null;
  partnerLocationName: string | null;
  partnerId: number | null;
  partnerName: string | null;
  audienceName: string | null;
  usedRedemptions: number;
  usedPoints: number;
  usedCents: number;
  voucherCodesTotal: number;
  voucherCodesFree: number;
  soldOut: boolean;
  awaitingApproval: boolean;
}

export type OfferRow = typeof offers.$inferSelect & OfferExtras;

/**
 * Who reads: a back-office scope, or a customer (partner-store offers plus its own dealership's,
 * those restricted to an audience only when it is in `memberOf`, and none whose budget is spent).
 */
export type OfferAudience = Scope | { kind: 'customer'; dealershipId: number | null; memberOf: number[] };

/** R$ one redemption of the offer takes from its budget: its own cost, else its points' worth. */
export const redemptionCostSql = sql<number>`coalesce(${offers.redemptionCostCents}, ${offers.pointsCost} * coalesce((select "point_value_cents" from "programme_settings" where "id" = 1), 0))`;

/**
 * A budget of the offer cannot take one more redemption, or its imported codes are all taken
 * ('Esgotada'): the same arithmetic as the redemption's conditional update (services/budgets/
 * offer-budget.ts) and the same test as its pick of a code (services/budgets/voucher-pool.ts).
 */
export const soldOutSql = sql<boolean>`(
  (${offers.budgetRedemptions} is not null and coalesce(${offerUsage.usedRedemptions}, 0) + 1 > ${offers.budgetRedemptions})
  or (${offers.budgetPoints} is not null and coalesce(${offerUsage.usedPoints}, 0) + ${offers.pointsCost} > ${offers.budgetPoints})
  or (${offers.budgetCents} is not null and coalesce(${offerUsage.usedCents}, 0) + ${redemptionCostSql} > ${offers.budgetCents})
  or ${poolSpentSql})`;

/** A second ADMIN has yet to approve the offer or its raised budget (approval_requests). */
const awaitingApprovalSql = sql<boolean>`exists (select 1 from "approval_requests" a
  where a."kind" = 'OFFER_BUDGET' and a."target_id" = ${offers.id} and a."status" = 'PENDING')`;

export interface OfferFilter {
  audience: OfferAudience;
  search?: string | undefined;
  activeOnly?: boolean | undefined;
  validOnly?: boolean | undefined;
  type?: OfferType | undefined;
  /** Where it applies (docs/product.md §2.10): a kind of place, or one dealership, partner or store. */
  place?: OfferPlaceFilter | undefined;
  /** `?ordering=` as sent (back-office list); absent: newest first. */
  ordering?: string | undefined;
}

/** The offers list's place filters; each one present narrows the list (all of them: AND). */
export interface OfferPlaceFilter {
  locationType?: OfferLocationType | undefined;
  dealershipId?: number | undefined;
  partnerId?: number | undefined;
  partnerLocationId?: number | undefined;
}

/** `offer_type` sorts by its pt-BR label, as the column shows it. */
export const OFFER_ORDERING = sortableList(
  'loyalty/admin/offers/list/',
  {
    created_at: offers.createdAt,
    title: offers.title,
    offer_type: enumOrder(offers.offerType, byLabel(OFFER_TYPE_LABELS)),
    points_cost: offers.pointsCost,
    valid_until: offers.validUntil,
    is_active: offers.isActive,
  },
  offers.id,
);

export interface TargetOption {
  id: number;
  name: string;
  location: string | null;
  /** Stores only: their partner. */
  partner_id?: number;
  partner_name?: string;
}

const TZ = 'America/Sao_Paulo';

/**
 * Whether an offer is valid at `at` (default: the database's now()): inside [valid_from, valid_until]
 * and, when time-restricted, on one of its ISO weekdays (1 = Monday … 7 = Sunday) and inside
 * [start_time, end_time] — both read on the São Paulo wall clock. A window whose end is before its
 * start runs past midnight. `is_active` is not part of it.
 */
export function isValidNowSql(at?: Date): SQL<boolean> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const local = sql`(${now} at time zone ${TZ})`;
  const time = sql`(${local})::time`;
  return sql<boolean>`(${offers.validFrom} <= ${now} and ${now} <= ${offers.validUntil} and (not ${offers.timeRestricted} or (
    (${offers.validDays} is null or cardinality(${offers.validDays}) = 0
      or extract(isodow from ${local})::smallint = any(${offers.validDays}))
    and (${offers.startTime} is null or ${offers.endTime} is null or case
      when ${offers.startTime} <= ${offers.endTime} then ${time} >= ${offers.startTime} and ${time} <= ${offers.endTime}
      else ${time} >= ${offers.startTime} or ${time} <= ${offers.endTime} end))))`;
}

/** What decides the lists' SQL text: which filters are present and the ordering, not their values. */
function shapeKey(filter: OfferFilter): string {
  const { audience } = filter;
  const who = audience.kind === 'customer' ? `customer:${audience.dealershipId === null}` : audience.kind;
  const place = filter.place ?? {};
  const present = [
    searchPattern(filter.search),
    filter.activeOnly,
    filter.validOnly,
    filter.type,
    place.dealershipId,
    place.partnerId,
    place.partnerLocationId,
  ];
  // The kind of place is written into the SQL (is null / is not null), not bound: part of the shape.
  return `${listShapeKey(who, present, filter.ordering)}|${place.locationType ?? ''}`;
}

/** The values of the placeholders `where(filter, at, placeholder)` puts in its SQL. */
function shapeValues(filter: OfferFilter): Record<string, unknown> {
  const { audience } = filter;
  const scopeId = audience.kind === 'customer' ? audience.dealershipId : scopeIdOf(audience);
  const place = filter.place ?? {};
  return {
    scopeId,
    memberOf: audience.kind === 'customer' ? audience.memberOf.join(',') : undefined,
    pattern: searchPattern(filter.search),
    type: filter.type,
    placeDealership: place.dealershipId,
    placePartner: place.partnerId,
    placeStore: place.partnerLocationId,
  };
}

const locationLabel = sql<
  string | null
>`case when ${locations.id} is null then null else ${locations.address} || ' - ' || ${locations.city} || ' - ' || ${locations.state} end`;

export function createOffersRepository(db: Database) {
  const audienceWhere = (audience: OfferAudience, bind: Bind): SQL | undefined => {
    if (audience.kind === 'customer') {
      // The audiences it belongs to, bound as one text '3,7' (an empty list is '').
      const memberOf = bind('memberOf', audience.memberOf.join(','));
      return and(
        audience.dealershipId === null
          ? isNull(offers.dealershipId)
          : or(isNull(offers.dealershipId), eq(offers.dealershipId, bind('scopeId', audience.dealershipId))),
        or(
          isNull(offers.audienceId),
          sql`${offers.audienceId} = any(string_to_array(${memberOf}, ',')::int[])`,
        ),
        sql`not ${soldOutSql}`,
      );
    }
    return rowScope(db, audience, offers, bind);
  };

  const select = (at?: Date) =>
    db
      .select({
        offer: offers,
        isValidNow: isValidNowSql(at),
        dealershipName: dealerships.name,
        partnerLocationName: partnerLocations.storeName,
        partnerId: partners.id,
        partnerName: partners.brandName,
        audienceName: audiences.name,
        usedRedemptions: sql<number>`coalesce(${offerUsage.usedRedemptions}, 0)::int`,
        usedPoints: sql<number>`coalesce(${offerUsage.usedPoints}, 0)::float8`,
        usedCents: sql<number>`coalesce(${offerUsage.usedCents}, 0)::float8`,
        voucherCodesTotal: poolTotalSql,
        voucherCodesFree: poolFreeSql,
        soldOut: soldOutSql,
        awaitingApproval: awaitingApprovalSql,
      })
      .from(offers)
      .leftJoin(dealerships, eq(dealerships.id, offers.dealershipId))
      .leftJoin(partnerLocations, eq(partnerLocations.id, offers.partnerLocationId))
      .leftJoin(partners, eq(partners.id, partnerLocations.partnerId))
      .leftJoin(audiences, eq(audiences.id, offers.audienceId))
      .leftJoin(offerUsage, eq(offerUsage.offerId, offers.id));

  const flatten = (r: { offer: typeof offers.$inferSelect } & OfferExtras): OfferRow => {
    const { offer, ...extras } = r;
    return {
      ...offer,
      ...extras,
      usedPoints: Number(extras.usedPoints),
      usedCents: Number(extras.usedCents),
    };
  };

  /** Where the offer applies; the location type follows offerJson's (a store offer is 'partner'). */
  const placeWhere = (place: OfferPlaceFilter | undefined, bind: Bind): SQL | undefined => {
    if (!place) return undefined;
    const kind =
      place.locationType === 'partner'
        ? isNotNull(offers.partnerLocationId)
        : place.locationType === 'dealership'
          ? isNull(offers.partnerLocationId)
          : undefined;
    return and(
      kind,
      place.dealershipId === undefined
        ? undefined
        : eq(offers.dealershipId, bind('placeDealership', place.dealershipId)),
      place.partnerLocationId === undefined
        ? undefined
        : eq(offers.partnerLocationId, bind('placeStore', place.partnerLocationId)),
      place.partnerId === undefined
        ? undefined
        : inArray(
            offers.partnerLocationId,
            db
              .select({ id: partnerLocations.id })
              .from(partnerLocations)
              .where(eq(partnerLocations.partnerId, bind('placePartner', place.partnerId))),
          ),
    );
  };

  /** `filter` as SQL; with `bind = placeholder`, the same SQL for every filter of its shape (shapeKey). */
  function where(filter: OfferFilter, at?: Date, bind: Bind = literal): SQL | undefined {
    return and(
      audienceWhere(filter.audience, bind),
      searchSql(filter.search, [offers.title, offers.description], bind),
      filter.activeOnly ? eq(offers.isActive, true) : undefined,
      filter.validOnly ? isValidNowSql(at) : undefined,
      filter.type ? eq(offers.offerType, bind('type', filter.type)) : undefined,
      placeWhere(filter.place, bind),
    );
  }

  /** The offers of `filter` in the list's order (no paging; rows need `flatten`): pages and exports. */
  const listQuery = (filter: OfferFilter, at?: Date, bind: Bind = literal) =>
    select(at)
      .where(where(filter, at, bind))
      .orderBy(...orderBy(filter.ordering, OFFER_ORDERING));

  // The lists' page and count, prepared once per shape of filter (db/prepared-pages.ts).
  const pages = preparedPages({
    prefix: 'offers',
    keyOf: shapeKey,
    rows: (filter: OfferFilter) =>
      listQuery(filter, undefined, placeholder).limit(PAGE.limit).offset(PAGE.offset),
    count: (filter: OfferFilter) =>
      db
        .select({ value: count() })
        .from(offers)
        .leftJoin(offerUsage, eq(offerUsage.offerId, offers.id))
        .where(where(filter, undefined, placeholder)),
  });

  return {
    listQuery,
    flatten,

    /** A page, newest first by default. */
    async page(filter: OfferFilter, p: Paging): Promise<{ count: number; rows: OfferRow[] }> {
      const { counted, rows } = await pages.execute(filter, shapeValues(filter), p);
      return { count: counted[0]?.value ?? 0, rows: rows.map(flatten) };
    },

    async get(id: number, filter: OfferFilter, at?: Date): Promise<OfferRow | undefined> {
      const [row] = await select(at).where(and(eq(offers.id, id), where(filter, at)));
      return row ? flatten(row) : undefined;
    },

    /** `tx`: a transaction the write joins (an offer and its approval request are written together). */
    async create(values: NewOffer, tx: Database = db): Promise<number> {
      const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
      return row?.id as number;
    },

    async update(id: number, values: Partial<NewOffer>, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(offers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(offers.id, id))
        .returning({ id: offers.id });
      return rows.length === 1;
    },

    /** An offer with redemptions stays (they reference it); deactivate it instead. */
    async delete(id: number): Promise<'deleted' | 'not_found' | 'in_use'> {
      const [used] = await db
        .select({ id: redemptions.id })
        .from(redemptions)
        .where(eq(redemptions.offerId, id))
        .limit(1);
      if (used) return 'in_use';
      try {
        const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
        return rows.length === 1 ? 'deleted' : 'not_found';
      } catch (err) {
        if (isForeignKeyViolation(err)) return 'in_use';
        throw err;
      }
    },

    /** Stores and dealerships a user may attach an offer to (docs/architecture.md §6). */
    async targets(scope: Scope): Promise<{ stores: TargetOption[]; dealerships: TargetOption[] }> {
      const stores =
        scope.kind === 'dealership'
          ? []
          : await db
              .select({
                id: partnerLocations.id,
                name: partnerLocations.storeName,
                location: locationLabel,
                partner_id: partners.id,
                partner_name: partners.brandName,
              })
              .from(partnerLocations)
              .innerJoin(partners, eq(partners.id, partnerLocations.partnerId))
              .leftJoin(locations, eq(locations.id, partnerLocations.locationId))
              .where(
                scope.kind === 'partner'
                  ? eq(partnerLocations.partnerId, scope.partnerId)
                  : scope.kind === 'store'
                    ? eq(partnerLocations.id, scope.partnerLocationId)
                    : undefined,
              )
              .orderBy(asc(partnerLocations.storeName), asc(partnerLocations.id));
      const dealershipRows =
        scope.kind === 'partner' || scope.kind === 'store'
          ? []
          : await db
              .select({ id: dealerships.id, name: dealerships.name, location: locationLabel })
              .from(dealerships)
              .leftJoin(locations, eq(locations.id, dealerships.locationId))
              .where(scope.kind === 'dealership' ? eq(dealerships.id, scope.dealershipId) : undefined)
              .orderBy(asc(dealerships.name), asc(dealerships.id));
      return { stores, dealerships: dealershipRows };
    },

    async storePartner(storeId: number): Promise<number | null> {
      const [row] = await db
        .select({ partnerId: partnerLocations.partnerId })
        .from(partnerLocations)
        .where(eq(partnerLocations.id, storeId));
      return row?.partnerId ?? null;
    },

    async dealershipExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, id));
      return rows.length > 0;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    offersRepository: OffersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('offersRepository', createOffersRepository(app.db));
  },
  { name: 'offers-repository', dependencies: ['db'] },
);
