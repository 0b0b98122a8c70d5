import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A trigram GIN key over the column without accents (`f_unaccent`, migration 0015): what the
 * searches compare (`f_unaccent(col) ILIKE f_unaccent(term)`, db/search.ts), so 'conceicao'
 * finds 'Conceição' and the index still serves the search.
 */
export const unaccentTrgm = (column: AnyPgColumn): SQL => sql`f_unaccent(${column}) gin_trgm_ops`;
