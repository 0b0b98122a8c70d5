import { PageOf } from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { type PageCount, type Paging, pageBody, paging } from '../domain/pagination.ts';
import { documentedCsv } from '../plugins/openapi.ts';
import { type CsvSpec, type ExportQuery, sendQueryCsv } from '../services/csv-response.ts';

/** A route hook that refuses a caller (app.requireCapability(…), app.authenticateCustomer, …). */
type Guard = (request: FastifyRequest) => Promise<void>;

/** The part of every list's query the factory reads itself (the contract's PageQuery, ExportFormatQuery). */
interface PagedQuery {
  page?: number | undefined;
  page_size?: number | undefined;
  format?: 'csv' | undefined;
}

/** The request a list's `filter` reads: its query string and path parameters, as validated. */
export type ListRequest<Query extends TSchema, Params extends TSchema> = FastifyRequest<{
  Querystring: Static<Query>;
  Params: Static<Params>;
}>;

/**
 * One GET list of /api/v1: who may call it, the contract's query, how the query and the caller
 * become the repository's filter (the principal's scope, the filters, `ordering` — the contract's
 * whitelist, OrderingOf, already refused any other field), one page of that filter, and each row as
 * the list's item. With `csv`, `?format=csv` exports every row of the same filter, order and scope.
 */
export interface ListRouteSpec<
  Query extends TSchema,
  Params extends TSchema,
  Item extends TSchema,
  Filter,
  Row,
> {
  /** The list's URL in its folder ('/' is the folder's own); several when it answers on aliases. */
  url: string | readonly string[];
  onRequest: Guard | readonly Guard[];
  query: Query;
  /** Path parameters (`IdParams` for /users/:id/…). */
  params?: Params;
  item: Item;
  /** The route's own error answers (its 400 refusals…); the page's 404 and the guards' 401/403 are
   * declared for every list by plugins/operation-contract.ts. */
  errors?: Readonly<Record<number, TSchema>>;
  /** Rows per page when the query has no `page_size` (domain/pagination.ts: 10). */
  pageSize?: number;
  /** The repository's filter, or a refusal thrown (a reversed period, another tenant's row: 4xx). */
  filter(request: ListRequest<Query, Params>, query: Static<Query>): Filter | Promise<Filter>;
  /** One page of `filter` and its total (exact, or bounded: PageCount). */
  page(filter: Filter, p: Paging): Promise<{ count: number | PageCount; rows: readonly Row[] }>;
  /** A row as the list's JSON item; a CSV line is the same item written as `csv.file` says. */
  toItem(row: Row, filter: Filter): Static<Item>;
  csv?: {
    file: CsvSpec<Static<Item>>;
    /** The list's query unpaged: read through a server-side cursor (services/csv-response.ts). */
    query(filter: Filter): ExportQuery<Row>;
  };
}

/**
 * Declares the list route: a DRF page (`{count, count_is_exact, next, previous, total_pages,
 * results}`, a page past the last → 404) or, with `?format=csv` on an exportable list, the file.
 * The guards run first, then `filter` (its refusals before any list query), then the page or the
 * export: neither is read when the caller or the query is refused.
 */
export function listRoute<Query extends TSchema, Params extends TSchema, Item extends TSchema, Filter, Row>(
  app: FastifyInstance,
  spec: ListRouteSpec<Query, Params, Item, Filter, Row>,
): void {
  const { csv } = spec;
  const schema = {
    ...(spec.params ? { params: spec.params } : {}),
    querystring: spec.query,
    response: { 200: PageOf(spec.item), ...spec.errors },
  };
  for (const url of [spec.url].flat()) {
    app.route<{ Querystring: Static<Query>; Params: Static<Params> }>({
      method: 'GET',
      url,
      // A folder's own URL keeps the trailing slash every /api/v1 URL has.
      ...(url === '/' ? { prefixTrailingSlash: 'slash' as const } : {}),
      onRequest: [spec.onRequest].flat(),
      ...(csv ? { config: { swaggerTransform: documentedCsv } } : {}),
      schema,
      handler: async (request, reply) => {
        // Validated against spec.query (Fastify's request types cannot follow a generic schema).
        const query = request.query as Static<Query> & PagedQuery;
        const filter = await spec.filter(request, query);
        const item = (row: Row) => spec.toItem(row, filter);
        if (csv && query.format === 'csv') return sendQueryCsv(reply, csv.file, csv.query(filter), item);
        const p = paging({ page: query.page, page_size: query.page_size ?? spec.pageSize });
        const { count, rows } = await spec.page(filter, p);
        return pageBody(request, p, count, rows.map(item));
      },
    });
  }
}
