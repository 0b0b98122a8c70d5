import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per sign-in (a device's session): its id is the refresh-token family's and travels in the
 * access token (`sid`), so ending one session ends that device's access and refresh tokens and no
 * other (docs/security.md, sessions). The user's session list (Meu Perfil) reads it.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin' for this back-office, 'app' for the customer app. */
    channel: varchar('channel', { length: 20 }).notNull().default('admin'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** The sign-in or the last refresh of its tokens. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it ended (Sair, Encerrar, reuse of a refresh token, every session of the user ended). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per account (email or CPF as typed, known or not) and per source: `*` for every
 * device and address the account never signed in from, `ip:<address>` and `device:<id>` for those it
 * did. The waits grow with the failures of the row an attempt comes under (plugins/login-guard.ts),
 * and a success deletes every row of the account.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    accountKey: text('account_key').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.source] }),
    index('login_failures_last_failure_idx').on(t.lastFailureAt),
  ],
);

/** The ten single-use recovery codes of a user's two-factor sign-in, as SHA-256 hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** The back-office roles whose every user must sign in with a second factor (set by ADMIN). */
export const twoFactorRequiredRoles = pgTable(
  'two_factor_required_roles',
  {
    userType: varchar('user_type', { length: 20 }).primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'two_factor_required_roles_type_check',
      sql`${t.userType} in ('ADMIN', 'DEALERSHIP', 'PARCEIRO', 'ATENDENTE')`,
    ),
  ],
);
