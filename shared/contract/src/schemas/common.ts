import { type Static, type TSchema, Type } from 'typebox';

/** `T | null`: the API sends null, never omits the field. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 instant in UTC, as `Date.prototype.toISOString()` writes it. */
export const DateTime = Type.String({ format: 'date-time' });

/** The largest PostgreSQL `integer`: every table's id. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The validation keyword of ids, which the API registers with its validator (infra/api
 * src/domain/row-id.ts). `integer` alone cannot say "decimal digits only": params and query strings
 * are text, and the validator's type coercion reads any JavaScript number literal (`0x10` as 16,
 * `1e1` as 10, `+1` as 1). Modes: `id` — a JSON integer or a string of decimal digits, turned into
 * the number; `id-or-text` — text kept as is, but text of digits only must be a valid id.
 * Outside 1…MAX_ROW_ID either is a 400 naming the field.
 */
export const ROW_ID_KEYWORD = 'x-row-id';
export type RowIdMode = 'id' | 'id-or-text';

/**
 * A row id in a path, a query or a body (PostgreSQL `integer`). No `type`: the keyword checks the
 * raw value itself, before any coercion could have read `0x10` as a number.
 */
export const RowId = Type.Unsafe<number>({
  [ROW_ID_KEYWORD]: 'id' satisfies RowIdMode,
  description: 'Id: inteiro de 1 a 2147483647, só dígitos decimais.',
  examples: [1],
});

/** A query filter that takes an id (digits) or a name (any other text), e.g. `?partner=`. */
export const IdOrTextQuery = (maxLength: number) =>
  Type.Unsafe<string>({
    [ROW_ID_KEYWORD]: 'id-or-text' satisfies RowIdMode,
    type: 'string',
    maxLength,
  });

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

/** `?limit=` of a short list of the latest rows (imports, bulk actions, a customer's requests): 1–100. */
export const LatestQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export type LatestQuery = Static<typeof LatestQuery>;

/** Querystring of a list that takes only the page. */
export const PageOnlyQuery = Type.Object(PageQuery);
export type PageOnlyQuery = Static<typeof PageOnlyQuery>;

/**
 * `?ordering=` of a sortable list: `field`, `-field` (descending), several comma-separated; the
 * allowed fields per list are in ../ordering.ts.
 */
export const OrderingQuery = Type.Optional(Type.String({ maxLength: 200 }));

/**
 * `?format=csv` of an exportable list: the same filters, ordering and role scope as the JSON list,
 * every row (page and page_size ignored), as a CSV download (`text/csv`, `;`, UTF-8 with BOM).
 */
export const ExportFormatQuery = Type.Optional(Type.Literal('csv'));

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

export const PageMeta = Type.Object(pageMeta);
/** A page of `T`, as every paginated list sends it. */
export type Paginated<T> = Static<typeof PageMeta> & { results: T[] };

/** A body-less success answer. */
export const NoContent = Type.Null();
