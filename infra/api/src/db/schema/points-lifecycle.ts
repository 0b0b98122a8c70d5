import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { BATCH_SOURCES } from './enums.ts';
import { pointsLedger, pointsRules, redemptions } from './loyalty.ts';
import { dealerships, partnerLocations } from './partnerships.ts';
import { users } from './users.ts';

/**
 * The programme's economics (docs/architecture.md §5, points lifecycle): one row, edited by ADMIN
 * and audited. A change applies to credits made after it; a batch keeps the dates it was given.
 */
export const programmeSettings = pgTable(
  'programme_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Months a credit stays spendable; null = points never expire. */
    validityMonths: integer('validity_months'),
    pendingDaysService: integer('pending_days_service').notNull().default(0),
    pendingDaysPurchase: integer('pending_days_purchase').notNull().default(0),
    pendingDaysManual: integer('pending_days_manual').notNull().default(0),
    /** Customers hear of an expiry this many days before it. */
    reminderDays: integer('reminder_days').notNull().default(30),
    /** What one point is worth, for the liability in R$ (and a burn without a purchase value). */
    pointValueCents: integer('point_value_cents').notNull().default(5),
    /** How long after a burn the voucher may be given back ('Estornar uso'). */
    burnReversalHours: integer('burn_reversal_hours').notNull().default(24),
    /**
     * A manual adjustment of more than this many points (either way) waits for a second ADMIN's
     * approval (approval_requests); null: none waits.
     */
    approvalThresholdPoints: integer('approval_threshold_points'),
    /** A points rule's edit waits for a second ADMIN's approval (approval_requests, POINTS_RULE). */
    ruleChangesNeedApproval: boolean('rule_changes_need_approval').notNull().default(false),
    /**
     * An offer whose points budget is above this many points, or unlimited, waits for a second ADMIN
     * before customers see it or before its raised budget applies (OFFER_BUDGET); null: none waits.
     */
    offerBudgetThresholdPoints: integer('offer_budget_threshold_points'),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('programme_settings_single_row', sql`${t.id} = 1`),
    check(
      'programme_settings_validity',
      sql`${t.validityMonths} is null or ${t.validityMonths} between 1 and 120`,
    ),
    check(
      'programme_settings_pending',
      sql`${t.pendingDaysService} between 0 and 365 and ${t.pendingDaysPurchase} between 0 and 365 and ${t.pendingDaysManual} between 0 and 365`,
    ),
    check('programme_settings_reminder', sql`${t.reminderDays} between 1 and 365`),
    check('programme_settings_point_value', sql`${t.pointValueCents} between 0 and 100000`),
    check('programme_settings_reversal', sql`${t.burnReversalHours} between 0 and 720`),
    check(
      'programme_settings_approval_threshold',
      sql`${t.approvalThresholdPoints} is null or ${t.approvalThresholdPoints} between 1 and 1000000`,
    ),
    check(
      'programme_settings_offer_budget_threshold',
      sql`${t.offerBudgetThresholdPoints} is null or ${t.offerBudgetThresholdPoints} >= 1`,
    ),
  ],
);

/**
 * A credit with its own dates: pending until `available_at` (no ledger entry, not spendable),
 * then released (`released_at`, the ledger credit `credit_entry_id`), spendable until `expires_at`.
 * Its points end up remaining, consumed by debits (oldest expiry first), expired or reversed:
 * `remaining + consumed + expired + reversed = points` always.
 */
export const pointsBatches = pgTable(
  'points_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 20, enum: BATCH_SOURCES }).notNull(),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    consumed: integer('consumed').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    reversed: integer('reversed').notNull().default(0),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }).references(() => pointsLedger.id, {
      onDelete: 'set null',
    }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The ERP record (or import row) that made it: a second sync of it changes nothing. */
    externalId: varchar('external_id', { length: 100 }),
    /** A refund's batch keeps the dates of the batch its points came from. */
    originBatchId: bigint('origin_batch_id', { mode: 'number' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'set null',
    }),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    description: text('description').notNull().default(''),
    /** A manual credit's author and reason, carried to its ledger entry on release. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_batches_external_id_key').on(t.externalId),
    // Debits walk a customer's live batches, soonest expiry first.
    index('points_batches_spendable_idx')
      .on(t.userId, t.expiresAt, t.earnedAt, t.id)
      .where(sql`${t.releasedAt} is not null and ${t.remaining} > 0`),
    // The release job walks pending batches by the time they become available.
    index('points_batches_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.releasedAt} is null and ${t.remaining} > 0`),
    // The expiry job and the reminders walk live batches by expiry.
    index('points_batches_expiring_idx')
      .on(t.expiresAt, t.id)
      .where(sql`${t.releasedAt} is not null and ${t.remaining} > 0 and ${t.expiresAt} is not null`),
    index('points_batches_user_idx').on(t.userId, t.earnedAt),
    check('points_batches_points', sql`${t.points} > 0`),
    check(
      'points_batches_balance',
      sql`${t.remaining} >= 0 and ${t.consumed} >= 0 and ${t.expired} >= 0 and ${t.reversed} >= 0 and ${t.remaining} + ${t.consumed} + ${t.expired} + ${t.reversed} = ${t.points}`,
    ),
  ],
);

/** Which batches a debit (redemption, manual debit, expiry, reversal) took its points from. */
export const pointsConsumptions = pgTable(
  'points_consumptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => pointsBatches.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointsLedger.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_consumptions_entry_idx').on(t.entryId),
    index('points_consumptions_batch_idx').on(t.batchId),
    check('points_consumptions_points', sql`${t.points} > 0`),
  ],
);

/**
 * Points a reversal took that the customer no longer had (they were spent): the balance goes below
 * zero and the next credits pay this first (docs/architecture.md §5, points lifecycle).
 */
export const pointsDebts = pgTable(
  'points_debts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointsLedger.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_debts_open_idx').on(t.userId, t.id).where(sql`${t.remaining} > 0`),
    check('points_debts_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.points}`),
  ],
);

/** A points rule as it was from `effective_from` on: the ERP sync applies the one in force at the sale. */
export const pointsRuleVersions = pgTable(
  'points_rule_versions',
  {
    id: id(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => pointsRules.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    weight: numeric('weight', { precision: 8, scale: 4 }).notNull(),
    isActive: boolean('is_active').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('points_rule_versions_key').on(t.ruleId, t.effectiveFrom)],
);

/**
 * The live and pending points per place and expiry day, kept by the points_batches triggers (the
 * liability panel reads at most places × days rows, whatever the number of batches).
 */
export const pointsLiability = pgTable(
  'points_liability',
  {
    dealershipId: integer('dealership_id'),
    partnerLocationId: integer('partner_location_id'),
    /** São Paulo day the points expire; null = no expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
    pending: boolean('pending').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('points_liability_key')
      .on(t.dealershipId, t.partnerLocationId, t.expiresOn, t.pending)
      .nullsNotDistinct(),
  ],
);

/** A burn given back ('Estornar uso'): who, when, why, and what the burn had recorded. */
export const voucherReversals = pgTable(
  'voucher_reversals',
  {
    id: id(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => redemptions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reversedById: integer('reversed_by_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    burnedById: integer('burned_by_id').references(() => users.id, { onDelete: 'set null' }),
    totalValueOffer: numeric('total_value_offer', { precision: 12, scale: 2 }),
    referenceCode: varchar('reference_code', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_reversals_redemption_idx').on(t.redemptionId)],
);
