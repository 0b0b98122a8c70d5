import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { BUDGET_PERIODS } from './enums.ts';
import { offers } from './loyalty.ts';
import { dealerships, partnerLocations } from './partnerships.ts';
import { users } from './users.ts';

/**
 * What an offer's redemptions have used of its budget (docs/architecture.md §5, "Budgets"): one row
 * per offer, moved only by a conditional upsert in the redemption's transaction (and given back by
 * a cancellation), so the counters stay exact under any concurrency.
 */
export const offerUsage = pgTable(
  'offer_usage',
  {
    offerId: integer('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    usedRedemptions: integer('used_redemptions').notNull().default(0),
    usedPoints: bigint('used_points', { mode: 'number' }).notNull().default(0),
    usedCents: bigint('used_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'offer_usage_non_negative',
      sql`${t.usedRedemptions} >= 0 and ${t.usedPoints} >= 0 and ${t.usedCents} >= 0`,
    ),
  ],
);

/**
 * A budget for every offer at one dealership or one partner store, in total or per São Paulo month:
 * redemptions, points and R$ (each optional). Set by ADMIN.
 */
export const placeBudgets = pgTable(
  'place_budgets',
  {
    id: id(),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'cascade',
    }),
    period: varchar('period', { length: 10, enum: BUDGET_PERIODS }).notNull(),
    maxRedemptions: integer('max_redemptions'),
    maxPoints: bigint('max_points', { mode: 'number' }),
    maxCents: bigint('max_cents', { mode: 'number' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('place_budgets_dealership_key').on(t.dealershipId).where(sql`${t.dealershipId} is not null`),
    uniqueIndex('place_budgets_store_key')
      .on(t.partnerLocationId)
      .where(sql`${t.partnerLocationId} is not null`),
    check('place_budgets_one_place', sql`(${t.dealershipId} is null) <> (${t.partnerLocationId} is null)`),
    check('place_budgets_period', sql`${t.period} in ('TOTAL', 'MONTH')`),
    check(
      'place_budgets_limits',
      sql`(${t.maxRedemptions} is null or ${t.maxRedemptions} > 0) and (${t.maxPoints} is null or ${t.maxPoints} > 0) and (${t.maxCents} is null or ${t.maxCents} > 0)`,
    ),
  ],
);

/** A place budget's use per period (`period_start`: the month's first day, or 1970-01-01 for TOTAL). */
export const placeBudgetUsage = pgTable(
  'place_budget_usage',
  {
    budgetId: integer('budget_id')
      .notNull()
      .references(() => placeBudgets.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    usedRedemptions: integer('used_redemptions').notNull().default(0),
    usedPoints: bigint('used_points', { mode: 'number' }).notNull().default(0),
    usedCents: bigint('used_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.periodStart] }),
    check(
      'place_budget_usage_non_negative',
      sql`${t.usedRedemptions} >= 0 and ${t.usedPoints} >= 0 and ${t.usedCents} >= 0`,
    ),
  ],
);
