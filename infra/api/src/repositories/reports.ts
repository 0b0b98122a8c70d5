import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import {
  dealerships,
  type OfferType,
  offers,
  partnerLocations,
  partners,
  redemptions,
  users,
} from '../db/schema/index.ts';
import { parseCents } from '../domain/money.ts';
import type { Paging } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { rowScope } from './scope-sql.ts';

export interface ReportFilter {
  scope: Scope;
  partnerId?: number | undefined;
  dealershipId?: number | undefined;
  /** Calendar days (YYYY-MM-DD) in America/Sao_Paulo, both inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export interface ReportRow {
  id: number;
  partnerName: string | null;
  dealershipName: string | null;
  userName: string;
  burnedByName: string | null;
  pointsSpent: number;
  totalValueOffer: string | null;
  totalDiscountApplied: string | null;
  totalValueSpentByUser: string | null;
  referenceCode: string | null;
  offerTitle: string;
  offerType: OfferType;
  createdAt: Date;
}

/** Sums in integer cents (computed as numeric in SQL, never as floats). */
export interface ReportTotals {
  totalRedemptions: number;
  totalPointsSpent: number;
  valueCents: number;
  discountCents: number;
  spentCents: number;
}

const burner = alias(users, 'burner');

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

export function createReportsRepository(db: Database) {
  function where(filter: ReportFilter): SQL | undefined {
    return and(
      rowScope(db, filter.scope, redemptions),
      filter.dealershipId === undefined ? undefined : eq(redemptions.dealershipId, filter.dealershipId),
      filter.partnerId === undefined
        ? undefined
        : inArray(
            redemptions.partnerLocationId,
            db
              .select({ id: partnerLocations.id })
              .from(partnerLocations)
              .where(eq(partnerLocations.partnerId, filter.partnerId)),
          ),
      filter.dateFrom ? gte(redemptions.createdAt, dayStart(filter.dateFrom)) : undefined,
      filter.dateTo ? lt(redemptions.createdAt, dayEnd(filter.dateTo)) : undefined,
    );
  }

  /** Every matching redemption, newest first (no paging): the report, its PDF and its CSV. */
  const rowsQuery = (filter: ReportFilter) =>
    db
      .select({
        id: redemptions.id,
        partnerName: partners.brandName,
        dealershipName: dealerships.name,
        userName: users.fullName,
        burnedByName: burner.fullName,
        pointsSpent: redemptions.pointsSpent,
        totalValueOffer: redemptions.totalValueOffer,
        totalDiscountApplied: redemptions.totalDiscountApplied,
        totalValueSpentByUser: redemptions.totalValueSpentByUser,
        referenceCode: redemptions.referenceCode,
        offerTitle: offers.title,
        offerType: offers.offerType,
        createdAt: redemptions.createdAt,
      })
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .innerJoin(offers, eq(offers.id, redemptions.offerId))
      .leftJoin(burner, eq(burner.id, redemptions.burnedById))
      .leftJoin(dealerships, eq(dealerships.id, redemptions.dealershipId))
      .leftJoin(partnerLocations, eq(partnerLocations.id, redemptions.partnerLocationId))
      .leftJoin(partners, eq(partners.id, partnerLocations.partnerId))
      .where(where(filter))
      .orderBy(desc(redemptions.createdAt), desc(redemptions.id));

  return {
    rowsQuery,

    async totals(filter: ReportFilter): Promise<ReportTotals> {
      const [row] = await db
        .select({
          n: count(),
          points: sql<string>`coalesce(sum(${redemptions.pointsSpent}), 0)::text`,
          value: sql<string>`coalesce(sum(${redemptions.totalValueOffer}), 0)::numeric(14, 2)::text`,
          discount: sql<string>`coalesce(sum(${redemptions.totalDiscountApplied}), 0)::numeric(14, 2)::text`,
          spent: sql<string>`coalesce(sum(${redemptions.totalValueSpentByUser}), 0)::numeric(14, 2)::text`,
        })
        .from(redemptions)
        .where(where(filter));
      const cents = (text: string | undefined) => parseCents(text ?? '0') ?? 0;
      return {
        totalRedemptions: row?.n ?? 0,
        totalPointsSpent: Number(row?.points ?? 0),
        valueCents: cents(row?.value),
        discountCents: cents(row?.discount),
        spentCents: cents(row?.spent),
      };
    },

    /** One page of the matching redemptions, newest first (the screen's table). */
    page: (filter: ReportFilter, paging: Paging): Promise<ReportRow[]> =>
      rowsQuery(filter).limit(paging.pageSize).offset(paging.offset),

    async partnerName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: partners.brandName }).from(partners).where(eq(partners.id, id));
      return row?.name ?? null;
    },

    async dealershipName(id: number): Promise<string | null> {
      const [row] = await db
        .select({ name: dealerships.name })
        .from(dealerships)
        .where(eq(dealerships.id, id));
      return row?.name ?? null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reportsRepository: ReportsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('reportsRepository', createReportsRepository(app.db));
  },
  { name: 'reports-repository', dependencies: ['db'] },
);
