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
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { CONSENT_PURPOSES, CONSENT_SOURCES, DATA_REQUEST_CHANNELS, DATA_REQUEST_KINDS } from './enums.ts';
import { users } from './users.ts';

/**
 * A customer's consents as they stand (migration 0019, docs/security.md "LGPD"): one row per
 * customer and purpose; no row = never given. The push audience reads this table
 * (services/consent/marketing-consent.ts); every change also appends a consent_events row.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30, enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    source: varchar('source', { length: 20, enum: CONSENT_SOURCES }).notNull(),
  },
  (t) => [
    // Pushes read the marketing consent from users.marketing_consent (kept by a trigger), not here.
    primaryKey({ columns: [t.userId, t.purpose] }),
  ],
);

/** Every change of a consent: when, what, how and by whom (the proof LGPD art. 8 §2 asks for). */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30, enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    source: varchar('source', { length: 20, enum: CONSENT_SOURCES }).notNull(),
    /** The back-office user who recorded it (no foreign key: the record outlives the account). */
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 255 }),
    note: varchar('note', { length: 300 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.at)],
);

/**
 * A data subject's requests (LGPD art. 18): received when, by which channel, registered by whom,
 * answered when and with what. The 15-day deadline (art. 19, II) is due_at.
 */
export const dataSubjectRequests = pgTable(
  'data_subject_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: DATA_REQUEST_KINDS }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    channel: varchar('channel', { length: 20, enum: DATA_REQUEST_CHANNELS }),
    note: varchar('note', { length: 500 }),
    registeredById: integer('registered_by_id'),
    registeredByName: varchar('registered_by_name', { length: 255 }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    fulfilledById: integer('fulfilled_by_id'),
    fulfilledByName: varchar('fulfilled_by_name', { length: 255 }),
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_subject_requests_user_idx').on(t.userId, t.receivedAt),
    check('data_subject_requests_kind_check', sql`${t.kind} in ('export', 'anonymize')`),
  ],
);
