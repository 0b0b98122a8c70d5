import { type AnyColumn, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Bind, literal } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { partnerCustomers, partnerLocations, pointsLedger, redemptions, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { searchPattern } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';

function partnerStores(db: Database, partnerId: number, bind: Bind) {
  return db
    .select({ id: partnerLocations.id })
    .from(partnerLocations)
    .where(eq(partnerLocations.partnerId, bind('scopeId', partnerId)));
}

/**
 * The id a scope is about (its dealership, its partner or its store): placeholder `scopeId` in
 * rowScope.
 */
export function scopeIdOf(scope: Scope): number | undefined {
  if (scope.kind === 'dealership') return scope.dealershipId;
  if (scope.kind === 'store') return scope.partnerLocationId;
  return scope.kind === 'partner' ? scope.partnerId : undefined;
}

/**
 * Rows that carry dealership_id / partner_location_id (ledger, redemptions, offers). With
 * `bind = placeholder` the id is `sql.placeholder('scopeId')` (value: scopeIdOf), for a query
 * prepared once per scope kind.
 */
export function rowScope(
  db: Database,
  scope: Scope,
  cols: { dealershipId: PgColumn; partnerLocationId: PgColumn },
  bind: Bind = literal,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'dealership') return eq(cols.dealershipId, bind('scopeId', scope.dealershipId));
  if (scope.kind === 'store') return eq(cols.partnerLocationId, bind('scopeId', scope.partnerLocationId));
  return inArray(cols.partnerLocationId, partnerStores(db, scope.partnerId, bind));
}

/**
 * Customers with activity at one partner store (an ATENDENTE's scope): a ledger entry or a
 * redemption there.
 */
function storeCustomers(
  db: Database,
  partnerLocationId: number | Placeholder<string, number>,
  userId: PgColumn,
) {
  return or(
    inArray(
      userId,
      db
        .select({ id: pointsLedger.userId })
        .from(pointsLedger)
        .where(eq(pointsLedger.partnerLocationId, partnerLocationId)),
    ),
    inArray(
      userId,
      db
        .select({ id: redemptions.userId })
        .from(redemptions)
        .where(eq(redemptions.partnerLocationId, partnerLocationId)),
    ),
  );
}

/**
 * Users visible in a scope: everyone (ADMIN); users linked to the dealership (DEALERSHIP);
 * the partner's own users plus customers with ledger entries or redemptions at its stores
 * (PARCEIRO; that relation is partner_customers, kept by triggers); customers with ledger entries
 * or redemptions at the store (an ATENDENTE of a partner store). `bind` as in rowScope.
 */
export function userScope(
  db: Database,
  scope: Scope,
  userId: PgColumn = users.id,
  bind: Bind = literal,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'dealership') {
    return inArray(
      userId,
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.dealershipId, bind('scopeId', scope.dealershipId))),
    );
  }
  if (scope.kind === 'store') return storeCustomers(db, bind('scopeId', scope.partnerLocationId), userId);
  const partnerId = bind('scopeId', scope.partnerId);
  return or(
    inArray(userId, db.select({ id: users.id }).from(users).where(eq(users.partnerId, partnerId))),
    inArray(
      userId,
      db
        .select({ id: partnerCustomers.userId })
        .from(partnerCustomers)
        .where(eq(partnerCustomers.partnerId, partnerId)),
    ),
  );
}

/** Start of the current day in Brasília time, as timestamptz. */
export const startOfTodaySql = sql`(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`;

/**
 * A list's `?search=`: any of `columns` ILIKE the term (wildcards escaped), accents and case ignored;
 * undefined without a term. The pattern is one value, `pattern` when bound as a placeholder.
 */
export function searchSql(
  search: string | undefined,
  columns: AnyColumn[],
  bind: Bind = literal,
): SQL | undefined {
  const pattern = searchPattern(search);
  if (pattern === undefined) return undefined;
  const value = bind('pattern', pattern);
  return or(...columns.map((column) => ilikeUnaccent(column, value)));
}
