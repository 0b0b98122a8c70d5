import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, unaccentTrgm, updatedAt } from './columns.ts';
import { USER_TYPES } from './enums.ts';
import { dealerships, partnerLocations, partners } from './partnerships.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    /** Stored lower-cased; unique when present. */
    email: varchar('email', { length: 254 }),
    fullName: varchar('full_name', { length: 255 }).notNull(),
    userType: varchar('user_type', { length: 20, enum: USER_TYPES }).notNull().default('CLIENTE'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    accountForQrCodeBurn: boolean('account_for_qr_code_burn').notNull().default(false),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** The partner store an ATENDENTE serves (an ATENDENTE has this or dealership_id). */
    partnerLocationId: integer('partner_location_id').references(() => partnerLocations.id, {
      onDelete: 'set null',
    }),
    passwordHash: text('password_hash'),
    /**
     * Per-customer totals derived from points_ledger, maintained by the points_ledger_totals
     * trigger (migration 0004) in the same statement as every ledger insert: code never writes
     * them. They let the points summary page through 100k customers without summing the ledger.
     */
    pointsBalance: integer('points_balance').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsSpent: integer('points_spent').notNull().default(0),
    /** Points expired (EXPIRATION entries), kept apart from spent by the same ledger trigger. */
    pointsExpired: integer('points_expired').notNull().default(0),
    /** Points of batches not yet available (kept by the points_batches triggers). */
    pointsPending: integer('points_pending').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Id of the customer in the ERP (set by the customer sync); unique when present. */
    externalId: varchar('external_id', { length: 100 }),
    phone: varchar('phone', { length: 30 }),
    /** A customer's birth date (the ERP's optional `birth_date`): the birthday audiences. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** A customer's own city and UF when the ERP sends them; audiences fall back to the home dealership's. */
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 2 }),
    /**
     * Customer facts the audiences read (docs/architecture.md §5, "Audiences"), kept by
     * the points_ledger_visits trigger (migration 0023) from SERVICE and MERCHANDISE entries: the
     * newest SERVICE entry, the first purchase of either kind, and the R$ of those purchases (a
     * cancelled ERP record's REVERSAL takes its amount back). Code never writes them.
     */
    lastServiceAt: timestamp('last_service_at', { withTimezone: true }),
    firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }),
    totalSpent: numeric('total_spent', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Whether the customer's marketing consent is on: a copy of customer_consents kept by its
     * customer_consents_marketing_flag triggers (migration 0028), so a push's recipients are a filter
     * of the same scan as its audience (docs/performance.md, "Audiences"). Code never writes it.
     */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * Put in every token and compared on each request: bumping it (logout, password, role or status
     * change) ends every session of the user at once, access tokens included.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * A back-office account whose password no longer meets the staff policy (docs/product.md §5.7):
     * set when it signs in with such a password; until it picks a new one, only Meu Perfil answers.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** The TOTP secret (AES-256-GCM, services/secret-box.ts) once two-factor sign-in is on; else null. */
    totpSecret: text('totp_secret'),
    /** A secret being set up (shown as a QR code, not yet confirmed with a code). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /**
     * When a customer with history was deleted: the personal data was replaced and the ledger,
     * vouchers and report totals kept. Null for every live account.
     */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_cpf_key').on(t.cpf),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_external_id_key').on(t.externalId),
    index('users_created_at_idx').on(t.createdAt),
    index('users_dealership_idx').on(t.dealershipId, t.createdAt),
    index('users_partner_idx').on(t.partnerId),
    index('users_partner_location_idx').on(t.partnerLocationId),
    // (user_type, id), (is_active, id), (email, id): the users list sorted by type, status or e-mail,
    // walked either way (email spelled NULLS FIRST like domain/ordering.ts sorts a nullable column).
    index('users_user_type_idx').on(t.userType, t.id),
    index('users_active_idx').on(t.isActive, t.id),
    index('users_email_order_idx').on(t.email.asc().nullsFirst(), t.id),
    index('users_full_name_unaccent_trgm').using('gin', unaccentTrgm(t.fullName)),
    // Sorting by name (the points summary and the users list), walked either way.
    index('users_full_name_idx').on(t.fullName, t.id),
    // The points summary's default order (most recent activity first), customers only; spelled as
    // domain/ordering.ts sorts a nullable column then the not-null id, so it serves both directions.
    index('users_points_activity_idx')
      .on(t.lastActivityAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.userType} = 'CLIENTE'`),
    // The points summary sorted by a total, customers only (its status and name use the indexes above).
    index('users_customers_balance_idx').on(t.pointsBalance, t.id).where(sql`${t.userType} = 'CLIENTE'`),
    index('users_customers_earned_idx').on(t.pointsEarned, t.id).where(sql`${t.userType} = 'CLIENTE'`),
    index('users_customers_spent_idx').on(t.pointsSpent, t.id).where(sql`${t.userType} = 'CLIENTE'`),
    // Audiences: days since the last service and the first purchase walk these.
    index('users_last_service_idx').on(t.lastServiceAt, t.id).where(sql`${t.userType} = 'CLIENTE'`),
    index('users_first_purchase_idx').on(t.firstPurchaseAt, t.id).where(sql`${t.userType} = 'CLIENTE'`),
    // Audiences' facts in one narrow index, so a count of a home dealership's (or every) customer
    // by balance, visits, spending, age, status and consent is an index-only scan instead of a
    // pass over the wide users rows (docs/performance.md, "Audiences"). The columns after the id
    // are payload (drizzle-kit has no INCLUDE): nothing searches by them.
    index('users_audience_facts_idx')
      .on(
        t.dealershipId,
        t.id,
        t.pointsBalance,
        t.lastServiceAt,
        t.firstPurchaseAt,
        t.totalSpent,
        t.createdAt,
        t.birthDate,
        t.isActive,
        t.marketingConsent,
      )
      .where(sql`${t.userType} = 'CLIENTE' and ${t.anonymizedAt} is null`),
    check(
      'users_user_type_check',
      sql`${t.userType} in ('CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ADMIN', 'ATENDENTE')`,
    ),
  ],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    /** 'admin' for this back-office, 'app' for the customer app. */
    channel: varchar('channel', { length: 20 }).notNull().default('admin'),
    createdAt: createdAt(),
  },
  (t) => [index('login_events_created_at_idx').on(t.createdAt), index('login_events_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    jti: uuid('jti').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** jti of the token issued when this one was rotated; null if revoked by logout/reuse. */
    replacedBy: uuid('replaced_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the family's first login happened: rotation never extends a session past SESSION_MAX_DAYS. */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_jti_key').on(t.jti),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
