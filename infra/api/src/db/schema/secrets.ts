import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets the API generates itself on its first start (one row, id 1): the JWT signing key when
 * JWT_SECRET is not set, the TOTP secrets' key when TOTP_ENCRYPTION_KEY is not. It lives with the
 * data it protects, so every instance on the same database signs with the same key and a new
 * database starts with a new one (docs/security.md).
 */
export const appSecrets = pgTable(
  'app_secrets',
  {
    id: smallint('id').primaryKey().default(1),
    jwtSecret: text('jwt_secret').notNull(),
    /**
     * The AES-256 key of the TOTP secrets (32 random bytes, base64url) when TOTP_ENCRYPTION_KEY is
     * not set; added by migration 0017, so null until the first start after it.
     */
    totpKey: text('totp_key'),
    createdAt: createdAt(),
  },
  (t) => [check('app_secrets_single_row', sql`${t.id} = 1`)],
);
