import { count, type Subquery } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { boundedCount, countLimit, type PageCount, type Paging } from '../domain/pagination.ts';

/** Any select builder: only its rows are counted, so select a constant. */
interface Limitable {
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * Counts the rows of `matches` up to `countLimit(p)` — `select count(*) from (… limit n)` — so a
 * page of a million-row list costs what the page and the paginator's lookahead cost, not a scan
 * of every match. Below the limit the count is exact. Pass `matches` with the list's ORDER BY:
 * it changes no count, but lets the planner walk the list's index and stop after `n` matches
 * instead of collecting every match of a common search term first.
 */
export async function countUpTo(db: Database, matches: Limitable, p: Paging): Promise<PageCount> {
  const [row] = await db.select({ value: count() }).from(matches.limit(countLimit(p)).as('bounded'));
  return boundedCount(row?.value ?? 0, p);
}
