import { type Static, type TSchema, Type } from 'typebox';

/** `T | null`: the API sends null, never omits the field. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 instant in UTC, as `Date.prototype.toISOString()` writes it. */
export const DateTime = Type.String({ format: 'date-time' });

/** A row id in a path or a body (PostgreSQL `integer`). */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `{id}` of every `…/:id/` route. */
export const IdParams = Type.Object({ id: RowId });
export type IdParams = Static<typeof IdParams>;

/** The error body: `{detail}` (DRF style), with a machine code on token errors. */
export const Detail = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) });
export type Detail = Static<typeof Detail>;

/** A 400 with field errors: `{field: [messages]}`, or `{non_field_errors: [...]}`. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldErrors = Static<typeof FieldErrors>;

/** `page` and `page_size` of every paginated list (spread into its querystring). */
export const PageQuery = {
  // Bounded so OFFSET stays within bigint (an unbounded page=1e40 was a 500).
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
};

/** Querystring of a list that takes only the page. */
export const PageOnlyQuery = Type.Object(PageQuery);
export type PageOnlyQuery = Static<typeof PageOnlyQuery>;

/** The free-text `search` filter of the lists. */
export const SearchQuery = Type.Optional(Type.String({ maxLength: 200 }));

/** A select filter: one of `values`, or '' meaning no filter (the screens send empty strings). */
export const FilterOf = <V extends string[]>(values: readonly [...V]) =>
  Type.Optional(Type.Enum([...values, ''] as [...V, '']));

const pageMeta = {
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  total_pages: Type.Integer(),
  /** false: `count` (and `total_pages`) is a lower bound, there are more rows than that. */
  count_is_exact: Type.Boolean(),
};

/** A DRF page of `item` (PageNumberPagination, plus count_is_exact). */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ ...pageMeta, results: Type.Array(item) });

const PageMeta = Type.Object(pageMeta);
/** A page of `T`, as every paginated list sends it. */
export type Paginated<T> = Static<typeof PageMeta> & { results: T[] };

/** A body-less success answer. */
export const NoContent = Type.Null();
