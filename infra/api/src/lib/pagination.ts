import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { HttpError } from './http-error.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = {
  // Bounded so OFFSET stays within bigint (an unbounded page=1e40 was a 500).
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
};

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function paging(query: { page?: number | undefined; page_size?: number | undefined }): Paging {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Response schema of a DRF page of `item`. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    total_pages: Type.Integer(),
    results: Type.Array(item),
  });
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** DRF PageNumberPagination body; a page past the end is a 404 like DRF's 'Página inválida.'. */
export function pageBody<T>(request: FastifyRequest, p: Paging, count: number, results: T[]) {
  const totalPages = Math.max(1, Math.ceil(count / p.pageSize));
  if (p.page > totalPages) throw new HttpError(404, { detail: 'Página inválida.' });
  return {
    count,
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
