import type { LiabilityPlaceKind } from '@fidelidade/contract/enums';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { dealerships, partnerLocations, pointsLedgerDaily, pointsLiability } from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';
import { rowScope } from './scope-sql.ts';

/**
 * The liability report's reads (docs/api.md#liability-report). Rollups only: points_ledger_daily
 * (São Paulo day × place → earned, spent, expired) for the months, points_liability (place × expiry
 * day × pending → points) for the position now; both kept by triggers, so a report reads at most
 * places × days rows whatever the ledger's size. A row's place is its partner store when it has one,
 * else its dealership, else none ('Sem concessionária').
 */
export interface LiabilityReportFilter {
  scope: Scope;
  dealershipId?: number | undefined;
  /** São Paulo days, both inclusive. */
  from: string;
  to: string;
  /** Today in São Paulo: the expiry windows start here. */
  today: string;
}

export interface PlaceRow {
  kind: LiabilityPlaceKind;
  placeId: number | null;
  placeName: string;
}

export interface MonthRow extends PlaceRow {
  month: string;
  earned: number;
  spent: number;
  expired: number;
}

export interface PositionRow extends PlaceRow {
  outstanding: number;
  pending: number;
  expiring30: number;
  expiring60: number;
  expiring90: number;
}

type Rollup = typeof pointsLedgerDaily | typeof pointsLiability;

/** The place columns of a rollup row: kind, id and name (a removed place keeps its id in the name). */
function placeOf(table: Rollup) {
  const store = table.partnerLocationId;
  const dealer = table.dealershipId;
  return {
    kind: sql<LiabilityPlaceKind>`case when ${store} is not null then 'partner_location'
      when ${dealer} is not null then 'dealership' else 'none' end`,
    placeId: sql<number | null>`coalesce(${store}, ${dealer})`,
    placeName: sql<string>`case when ${store} is not null then coalesce(${partnerLocations.storeName}, 'Loja #' || ${store})
      when ${dealer} is not null then coalesce(${dealerships.name}, 'Concessionária #' || ${dealer})
      else 'Sem concessionária' end`,
  };
}

/** Dealerships first, then points without a place, then partner stores; by name within each. */
const placeOrder = (table: Rollup): SQL[] => {
  const place = placeOf(table);
  return [
    sql`case when ${table.partnerLocationId} is not null then 2 when ${table.dealershipId} is not null then 0 else 1 end`,
    sql`${place.placeName}`,
    sql`coalesce(${table.partnerLocationId}, ${table.dealershipId})`,
  ];
};

function whereOf(db: Database, table: Rollup, filter: LiabilityReportFilter): SQL | undefined {
  return and(
    rowScope(db, filter.scope, table),
    filter.dealershipId === undefined ? undefined : eq(table.dealershipId, filter.dealershipId),
  );
}

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const totalWhere = (column: PgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::bigint`.mapWith(Number);

/** Place × month rows of the period, in report order: the JSON's `months`, the CSV's and the PDF's rows. */
export function monthsQuery(db: Database, filter: LiabilityReportFilter) {
  const d = pointsLedgerDaily;
  const month = sql<string>`to_char(${d.day}, 'YYYY-MM')`;
  return db
    .select({
      ...placeOf(d),
      month,
      earned: total(d.pointsEarned),
      spent: total(d.pointsSpent),
      expired: total(d.pointsExpired),
    })
    .from(d)
    .leftJoin(dealerships, eq(dealerships.id, d.dealershipId))
    .leftJoin(partnerLocations, eq(partnerLocations.id, d.partnerLocationId))
    .where(and(sql`${d.day} between ${filter.from}::date and ${filter.to}::date`, whereOf(db, d, filter)))
    .groupBy(d.dealershipId, d.partnerLocationId, dealerships.name, partnerLocations.storeName, month)
    .having(sql`sum(${d.pointsEarned}) <> 0 or sum(${d.pointsSpent}) <> 0 or sum(${d.pointsExpired}) <> 0`)
    .orderBy(...placeOrder(d), asc(month));
}

/** The period's totals over every place in the filter (one aggregate: the PDF's summary). */
export async function movementTotals(db: Database, filter: LiabilityReportFilter) {
  const d = pointsLedgerDaily;
  const [row] = await db
    .select({ earned: total(d.pointsEarned), spent: total(d.pointsSpent), expired: total(d.pointsExpired) })
    .from(d)
    .where(and(sql`${d.day} between ${filter.from}::date and ${filter.to}::date`, whereOf(db, d, filter)));
  return row ?? { earned: 0, spent: 0, expired: 0 };
}

/** Each place's points now: available, pending, and available ones expiring within 30/60/90 days. */
export function positions(db: Database, filter: LiabilityReportFilter): Promise<PositionRow[]> {
  const l = pointsLiability;
  const within = (days: number) =>
    totalWhere(
      l.points,
      sql`not ${l.pending} and ${l.expiresOn} between ${filter.today}::date and ${filter.today}::date + ${days}::int`,
    );
  return db
    .select({
      ...placeOf(l),
      outstanding: totalWhere(l.points, sql`not ${l.pending}`),
      pending: totalWhere(l.points, sql`${l.pending}`),
      expiring30: within(30),
      expiring60: within(60),
      expiring90: within(90),
    })
    .from(l)
    .leftJoin(dealerships, eq(dealerships.id, l.dealershipId))
    .leftJoin(partnerLocations, eq(partnerLocations.id, l.partnerLocationId))
    .where(whereOf(db, l, filter))
    .groupBy(l.dealershipId, l.partnerLocationId, dealerships.name, partnerLocations.storeName)
    .having(sql`sum(${l.points}) <> 0`)
    .orderBy(...placeOrder(l));
}
