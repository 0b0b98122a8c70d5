import { count, type Placeholder, type Subquery } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { boundedCount, countLimit, type PageCount, type Paging } from '../domain/pagination.ts';

/** Any select builder: only its rows are counted, so select a constant. */
interface Limitable {
  limit(limit: number | Placeholder): { as(alias: string): Subquery };
}

/** `select count(*) from (matches limit n)`; `limit` may be a placeholder (a prepared count). */
export function boundedCountQuery(db: Database, matches: Limitable, limit: number | Placeholder) {
  return db.select({ value: count() }).from(matches.limit(limit).as('bounded'));
}

/**
 * Counts the rows of `matches` up to `countLimit(p)` — `select count(*) from (… limit n)` — so a
 * page of a million-row list costs what the page and the paginator's lookahead cost, not a scan
 * of every match. Below the limit the count is exact. Pass `matches` with the list's ORDER BY:
 * it changes no count, but lets the planner walk the list's index and stop after `n` matches
 * instead of collecting every match of a common search term first.
 */
export async function countUpTo(db: Database, matches: Limitable, p: Paging): Promise<PageCount> {
  const [row] = await boundedCountQuery(db, matches, countLimit(p));
  return boundedCount(row?.value ?? 0, p);
}
