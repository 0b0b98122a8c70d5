import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column ILIKE pattern` ignoring accents as well as case: both sides go through f_unaccent (the
 * IMMUTABLE wrapper of unaccent, migration 0015), so 'conceicao' finds 'Conceição' and 'JOSE' finds
 * 'José'. The trigram indexes are built on the same f_unaccent(column) expression. `pattern` is
 * a LIKE pattern (likePattern), a value or a placeholder.
 */
export function ilikeUnaccent(column: AnyColumn | SQLWrapper, pattern: unknown): SQL {
  return sql`f_unaccent(${column}) ilike f_unaccent(${pattern})`;
}
