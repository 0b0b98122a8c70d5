import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import {
  DELIVERY_STATUSES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
} from './enums.ts';
import { audiences, campaigns } from './marketing.ts';
import { dealerships } from './partnerships.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    priority: varchar('priority', { length: 10, enum: NOTIFICATION_PRIORITIES }).notNull().default('MEDIUM'),
    status: varchar('status', { length: 10, enum: NOTIFICATION_STATUSES }).notNull().default('DRAFT'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Audience scope: null = every customer (ADMIN), else that dealership's customers. */
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    /** Sent to this audience's members (null: every customer of the scope); its name as it was. */
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'set null' }),
    audienceName: varchar('audience_name', { length: 120 }),
    /** A run of this automatic campaign. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    totalRecipients: integer('total_recipients').notNull().default(0),
    pushSentSuccess: integer('push_sent_success').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_dealership_idx').on(t.dealershipId, t.createdAt),
    index('notifications_status_idx').on(t.status, t.scheduledFor),
    index('notifications_audience_idx').on(t.audienceId),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    feedbackType: varchar('feedback_type', { length: 20, enum: FEEDBACK_TYPES }).notNull().default('GENERAL'),
    /** 1 Baixa, 2 Média, 3 Alta. */
    priority: smallint('priority').notNull().default(2),
    status: varchar('status', { length: 20, enum: FEEDBACK_STATUSES }).notNull().default('PENDING'),
    adminResponse: text('admin_response'),
    respondedById: integer('responded_by_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedbacks_created_at_idx').on(t.createdAt),
    index('feedbacks_status_idx').on(t.status),
    index('feedbacks_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Outbox of push deliveries: one row per (notification, recipient) — the unique key makes each
 * recipient once — written by the push's delivery job chunk by chunk, each chunk with its provider
 * call and the job's cursor (services/notification-delivery.ts).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which provider handled it ('outbox', 'webhook'). */
    provider: varchar('provider', { length: 20 }).notNull(),
    status: varchar('status', { length: 10, enum: DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    error: text('error'),
    /** This recipient's own text (an expiry reminder names its points and date); null = the notification's. */
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_notification_user_key').on(t.notificationId, t.userId),
    index('notification_deliveries_user_idx').on(t.userId, t.notificationId),
    check('notification_deliveries_status_check', sql`${t.status} in ('PENDING', 'DELIVERED', 'FAILED')`),
  ],
);
