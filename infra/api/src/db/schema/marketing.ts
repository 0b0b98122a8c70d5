import type { AudienceRules } from '@fidelidade/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { CAMPAIGN_TRIGGERS } from './enums.ts';
import { dealerships, partners } from './partnerships.ts';
import { users } from './users.ts';

/**
 * A saved audience (docs/architecture.md §5, "Audiences"): named rules over customer facts,
 * compiled to one parameterised WHERE (services/audiences/compile.ts) whenever it is counted or
 * used. The owner's scope is kept with it: a DEALERSHIP's audience never leaves its customers, a
 * PARCEIRO's never leaves the customers with activity at its stores.
 */
export const audiences = pgTable(
  'audiences',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    rules: jsonb('rules').$type<AudienceRules>().notNull(),
    /** The owner's scope: a dealership, a partner, or neither (ADMIN: every customer). */
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audiences_created_at_idx').on(t.createdAt),
    index('audiences_dealership_idx').on(t.dealershipId),
    index('audiences_partner_idx').on(t.partnerId),
    check('audiences_one_scope', sql`${t.dealershipId} is null or ${t.partnerId} is null`),
  ],
);

/**
 * The customers listed in an audience explicitly (docs/architecture.md §5, "Audiences"): members
 * whatever its rules say, within its owner's scope — added by the lists' bulk action 'Adicionar a um
 * público', taken out from the builder. An audience without rules is a static list of these. The
 * key serves "who is listed in this audience" (the count and every selection); `user_id`'s index the
 * customer's side (deletes cascading, an anonymisation removing the customer from every list).
 */
export const audienceMembers = pgTable(
  'audience_members',
  {
    audienceId: integer('audience_id')
      .notNull()
      .references(() => audiences.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.audienceId, t.userId] }), index('audience_members_user_idx').on(t.userId)],
);

/**
 * An automatic campaign: when a customer of its audience meets its trigger, a push (and optionally
 * a BONUS batch) once per occurrence, within its period and frequency cap; run by the
 * `campaigns.run` schedule on the job engine.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    trigger: varchar('trigger', { length: 20, enum: CAMPAIGN_TRIGGERS }).notNull(),
    /** Win-back: days since the last service; points expiring: the window in days. */
    triggerDays: integer('trigger_days'),
    /** Null: every customer of the owner's scope. */
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    bonusPoints: integer('bonus_points'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A customer hears from this campaign at most once in this many days (null: once per occurrence). */
    frequencyCapDays: integer('frequency_cap_days'),
    isActive: boolean('is_active').notNull().default(true),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRunReached: integer('last_run_reached').notNull().default(0),
    totalReached: integer('total_reached').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_created_at_idx').on(t.createdAt),
    index('campaigns_audience_idx').on(t.audienceId),
    index('campaigns_dealership_idx').on(t.dealershipId),
    check(
      'campaigns_trigger_check',
      sql`${t.trigger} in ('BIRTHDAY', 'WIN_BACK', 'POINTS_EXPIRING', 'FIRST_PURCHASE')`,
    ),
    check('campaigns_days_check', sql`${t.triggerDays} is null or ${t.triggerDays} between 1 and 3650`),
    check('campaigns_bonus_check', sql`${t.bonusPoints} is null or ${t.bonusPoints} between 1 and 1000000`),
    check(
      'campaigns_cap_check',
      sql`${t.frequencyCapDays} is null or ${t.frequencyCapDays} between 1 and 3650`,
    ),
    check('campaigns_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Who a campaign reached, once per (campaign, customer, occurrence): the year of a birthday, the
 * day of the last service a win-back answers, the expiry day of the points, 'first' for a first
 * purchase. The unique key is what makes a run exactly once across instances and re-runs.
 */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurrence: varchar('occurrence', { length: 40 }).notNull(),
    notificationId: integer('notification_id'),
    bonusBatchId: bigint('bonus_batch_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_deliveries_key').on(t.campaignId, t.userId, t.occurrence),
    index('campaign_deliveries_recent_idx').on(t.campaignId, t.userId, t.createdAt),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type AudienceRow = typeof audiences.$inferSelect;
export type AudienceMemberRow = typeof audienceMembers.$inferSelect;
