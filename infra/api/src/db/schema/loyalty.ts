import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, unaccentTrgm, updatedAt } from './columns.ts';
import { LEDGER_KINDS, LIMIT_PERIODS, OFFER_TYPES } from './enums.ts';
import { audiences } from './marketing.ts';
import { dealerships, partnerLocations, partners } from './partnerships.ts';
import { users } from './users.ts';

export const offers = pgTable(
  'offers',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    offerType: varchar('offer_type', { length: 30, enum: OFFER_TYPES }).notNull(),
    pointsCost: integer('points_cost').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'cascade',
    }),
    timeRestricted: boolean('time_restricted').notNull().default(false),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** ISO weekdays 1 (Monday) to 7 (Sunday). */
    validDays: smallint('valid_days').array(),
    gasolinePrice: numeric('gasoline_price', { precision: 10, scale: 2 }),
    gasolineType: varchar('gasoline_type', { length: 40 }),
    /** Litres may be fractional ('40,5'): two places, as a pump shows them. */
    maxLiters: numeric('max_liters', { precision: 7, scale: 2, mode: 'number' }),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }),
    giftDescription: text('gift_description'),
    /** Null means no limit. */
    maxRedemptions: integer('max_redemptions'),
    autoNotify: boolean('auto_notify').notNull().default(false),
    notificationMessage: text('notification_message'),
    displayLogo: text('display_logo'),
    itemImage: text('item_image'),
    /** Only this audience's members see and redeem it (null: every customer who sees the place). */
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'restrict' }),
    /**
     * Budgets (docs/architecture.md §5, "Budgets"; null = none): total redemptions, points and R$,
     * the R$ of one redemption (null: its points at the programme's point value), and a cap per
     * customer per São Paulo day, week or month. What is used is offer_usage.
     */
    budgetRedemptions: integer('budget_redemptions'),
    budgetPoints: bigint('budget_points', { mode: 'number' }),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    redemptionCostCents: integer('redemption_cost_cents'),
    customerLimit: integer('customer_limit'),
    customerLimitPeriod: varchar('customer_limit_period', { length: 10, enum: LIMIT_PERIODS }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_created_at_idx').on(t.createdAt),
    index('offers_audience_idx').on(t.audienceId),
    index('offers_dealership_idx').on(t.dealershipId, t.createdAt),
    index('offers_partner_location_idx').on(t.partnerLocationId, t.createdAt),
    index('offers_active_valid_idx').on(t.isActive, t.validUntil),
    index('offers_title_unaccent_trgm').using('gin', unaccentTrgm(t.title)),
    check('offers_target_check', sql`${t.dealershipId} is not null or ${t.partnerLocationId} is not null`),
    check('offers_points_cost_check', sql`${t.pointsCost} >= 0`),
    check('offers_validity_check', sql`${t.validUntil} > ${t.validFrom}`),
    check(
      'offers_budgets_check',
      sql`(${t.budgetRedemptions} is null or ${t.budgetRedemptions} > 0) and (${t.budgetPoints} is null or ${t.budgetPoints} > 0) and (${t.budgetCents} is null or ${t.budgetCents} > 0) and (${t.redemptionCostCents} is null or ${t.redemptionCostCents} >= 0)`,
    ),
    check(
      'offers_customer_limit_check',
      sql`(${t.customerLimit} is null) = (${t.customerLimitPeriod} is null) and (${t.customerLimit} is null or ${t.customerLimit} > 0)`,
    ),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    pointsSpent: integer('points_spent').notNull(),
    voucherCode: varchar('voucher_code', { length: 32 }).notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    burnedById: integer('burned_by_id').references(() => users.id, { onDelete: 'set null' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'set null',
    }),
    /** Values in BRL recorded when the voucher is burned (redemption reports). */
    totalValueOffer: numeric('total_value_offer', { precision: 12, scale: 2 }),
    totalDiscountApplied: numeric('total_discount_applied', { precision: 12, scale: 2 }),
    totalValueSpentByUser: numeric('total_value_spent_by_user', { precision: 12, scale: 2 }),
    referenceCode: varchar('reference_code', { length: 64 }),
    /** 'Cancelar resgate': a pending voucher withdrawn, its points returned. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** What this redemption took from the R$ budgets (given back with it when cancelled). */
    costCents: integer('cost_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redemptions_voucher_code_key').on(t.voucherCode),
    index('redemptions_created_at_idx').on(t.createdAt),
    index('redemptions_user_idx').on(t.userId, t.createdAt),
    index('redemptions_offer_idx').on(t.offerId),
    index('redemptions_dealership_idx').on(t.dealershipId, t.createdAt),
    index('redemptions_partner_location_idx').on(t.partnerLocationId, t.createdAt),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: positive credits, negative debits. */
    points: integer('points').notNull(),
    kind: varchar('kind', { length: 20, enum: LEDGER_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    redemptionId: integer('redemption_id').references(() => redemptions.id, { onDelete: 'set null' }),
    /** Id of the source record in the external system; makes imports idempotent. */
    externalId: varchar('external_id', { length: 100 }),
    /** Purchase value in BRL that generated the points, when known. */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'set null',
    }),
    /** The staff member who made a manual ADJUSTMENT; null for every other kind. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why a manual ADJUSTMENT was made (shown in the customer's history). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_external_id_key').on(t.externalId),
    // Deleting a staff user sets their adjustments' author to null: find those rows without a scan.
    index('points_ledger_created_by_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    // (created_at, id): the activity lists' newest-first order, walked backwards without a sort.
    index('points_ledger_created_at_idx').on(t.createdAt, t.id),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    index('points_ledger_dealership_idx').on(t.dealershipId, t.createdAt),
    index('points_ledger_partner_location_idx').on(t.partnerLocationId, t.createdAt),
    index('points_ledger_description_unaccent_trgm').using('gin', unaccentTrgm(t.description)),
  ],
);

export const pointsRules = pgTable(
  'points_rules',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    transactionTypeKey: varchar('transaction_type_key', { length: 50 }).notNull(),
    /** Points per BRL spent, e.g. 0.10 = 10 %. */
    weight: numeric('weight', { precision: 8, scale: 4 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('points_rules_transaction_type_key').on(t.transactionTypeKey)],
);

/**
 * Which customers a partner may see: those with a ledger entry or a redemption at one of its
 * stores, with the last such moment. Derived, never written by code: the partner_customers
 * triggers (migration 0005) keep it in step with points_ledger, redemptions and store ownership.
 * It lets a PARCEIRO's lists walk its own customers instead of scanning the ledger per request.
 */
export const partnerCustomers = pgTable(
  'partner_customers',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.userId] }),
    index('partner_customers_activity_idx').on(t.partnerId, t.lastActivityAt, t.userId),
  ],
);
