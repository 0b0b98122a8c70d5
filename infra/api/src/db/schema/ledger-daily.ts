import { bigint, date, integer, pgTable, unique } from 'drizzle-orm/pg-core';

/**
 * The points ledger summed per São Paulo calendar day and place (dealership, partner store): what
 * the dashboard's trends read, so their cost follows the days asked for, not the ledger's size.
 * Derived, never written by code: the points_ledger_daily triggers (migration 0010) apply every
 * insert, update and delete of points_ledger in the same statement. No foreign keys: when a place
 * is deleted, the ledger's own foreign keys set its rows' place to null and the update trigger
 * moves their amounts to the null key.
 */
export const pointsLedgerDaily = pgTable(
  'points_ledger_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dealershipId: integer('dealership_id'),
    partnerLocationId: integer('partner_location_id'),
    /** Sum of the day's positive ledger amounts at this place. */
    pointsEarned: bigint('points_earned', { mode: 'number' }).notNull().default(0),
    /** Sum of the day's negative ledger amounts at this place but expiries, as a positive number. */
    pointsSpent: bigint('points_spent', { mode: 'number' }).notNull().default(0),
    /** Sum of the day's EXPIRATION amounts at this place, as a positive number. */
    pointsExpired: bigint('points_expired', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('points_ledger_daily_key').on(t.day, t.dealershipId, t.partnerLocationId).nullsNotDistinct(),
  ],
);
