import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * A list total: exact, or — on the lists over the ledger and the customer base, where counting
 * every match would cost more than the page itself — "more than `count`" once counting stopped.
 */
export interface PageCount {
  count: number;
  exact: boolean;
}

/** Pages a bounded count looks past the visible one: the paginator shows at most two ahead. */
const LOOKAHEAD_PAGES = 10;

/** Rows a bounded count reads: through the visible page and ten more pages, plus one. */
export function countLimit(p: Paging): number {
  return p.offset + p.pageSize * (LOOKAHEAD_PAGES + 1) + 1;
}

/** Turns the rows a bounded count found (at most `countLimit(p)`) into a PageCount. */
export function boundedCount(found: number, p: Paging): PageCount {
  const limit = countLimit(p);
  return found >= limit ? { count: limit - 1, exact: false } : { count: found, exact: true };
}

export function paging(query: { page?: number | undefined; page_size?: number | undefined }): Paging {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Only parses the request's path and query: the base is never part of the link. */
const PLACEHOLDER_BASE = 'http://pagina.invalid';

/**
 * A link to another page of this list: on PUBLIC_ORIGIN when configured, else relative
 * (`/api/v1/…?page=2`). Never built from Host or X-Forwarded-Host/Proto, which a client or an
 * internal hop chooses (a poisoned `next` would send the UI's next request elsewhere).
 */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, PLACEHOLDER_BASE);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  const origin = request.server.config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  return `${origin}${url.pathname}${url.search}`;
}

/** DRF PageNumberPagination body; a page past the end is a 404 like DRF's 'Página inválida.'. */
export function pageBody<T>(request: FastifyRequest, p: Paging, total: number | PageCount, results: T[]) {
  const { count, exact } = typeof total === 'number' ? { count: total, exact: true } : total;
  const totalPages = Math.max(1, Math.ceil(count / p.pageSize));
  if (p.page > totalPages) throw new HttpError(404, { detail: 'Página inválida.' });
  return {
    count,
    count_is_exact: exact,
    next: p.page < totalPages ? pageUrl(request, p.page + 1) : null,
    previous: p.page > 1 ? pageUrl(request, p.page - 1) : null,
    total_pages: totalPages,
    results,
  };
}

/** Escapes LIKE wildcards so user input matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's `?search=` as an ILIKE pattern; undefined when it is absent or blank. */
export function searchPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? likePattern(term) : undefined;
}
