import { type Static, type TSchema, Type } from 'typebox';
import { ORDERING_FIELDS, type OrderedList } from '../ordering.ts';

/** `T | null`: the API sends null, never omits the field. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 instant in UTC, as `Date.prototype.toISOString()` writes it. */
export const DateTime = Type.String({ format: 'date-time' });

/** The largest PostgreSQL `integer`: every table's id. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id in a path, a query or a body (PostgreSQL `integer`). In a JSON body a JSON integer; in a
 * path or a query string decimal digits only (`0x10`, `1e1`, `+1`, ` 1` are not ids): the API's
 * validator reads text parts strictly (docs/api.md, "Numbers").
 */
export const RowId = Type.Integer({
  minimum: 1,
  maximum: MAX_ROW_ID,
  description: 'Id: inteiro de 1 a 2147483647 (no caminho e na query string, só dígitos decimais).',
  examples: [1],
});

/**
 * The validation keyword of a query filter that takes an id or a name, which the API registers with
 * its validator (infra/api src/domain/row-id.ts): text is kept as is, but text of digits only must
 * be a valid id (outside 1…MAX_ROW_ID a 400 naming the field). The published document states the
 * same rule as JSON Schema (`ID_OR_TEXT_ANY_OF`).
 */
export const ROW_ID_KEYWORD = 'x-row-id';
export type RowIdMode = 'id-or-text';

/** Regex alternatives matching the decimal numbers 1…max written without leading zeros. */
export function rangePattern(max: number): string {
  const digits = String(max);
  const shorter = digits.length > 1 ? [`[1-9][0-9]{0,${digits.length - 2}}`] : [];
  const sameLength = [...digits].flatMap((digit, i) => {
    const low = i === 0 ? 1 : 0;
    const high = Number(digit) - 1;
    if (high < low) return [];
    const rest = digits.length - i - 1;
    const range = low === high ? String(low) : `[${low}-${high}]`;
    return [`${digits.slice(0, i)}${range}${rest > 0 ? `[0-9]{${rest}}` : ''}`];
  });
  return [...shorter, ...sameLength, digits].join('|');
}

/**
 * What `x-row-id: id-or-text` accepts, as JSON Schema: digits (blanks around, leading zeros allowed)
 * of an id within 1…MAX_ROW_ID, or any text with a character other than a digit or a blank.
 */
export const ID_OR_TEXT_ANY_OF = [
  { pattern: `^\\s*0*(${rangePattern(MAX_ROW_ID)})\\s*$` },
  { pattern: '[^0-9\\s]|^\\s*$' },
] as const;

/** A query filter that takes an id (digits) or a name (any other text), e.g. `?partner=`. */
export const IdOrTextQuery = (maxLength: number) =>
  Type.Unsafe<string>({
    [ROW_ID_KEYWORD]: 'id-or-text' satisfies RowIdMode,
    type: 'string',
    maxLength,
    description: 'Id (só dígitos, de 1 a 2147483647) ou parte do nome.',
  });

/** `{id}` of every `…/:id/` route. */
export const IdParams = Type.Object({ id: RowId });
export type IdParams = Static<typeof IdParams>;

/**
 * Vendor keywords of the contract's schemas, read by the API's validator
 * (infra/api src/domain/validation-messages.ts) and published in the document:
 * - `x-messages`: the pt-BR message a field answers when one of its keywords refuses the value,
 *   by keyword (`pattern`, `anyOf`, `required`, …), instead of the generic wording;
 * - `x-ordering`: on `?ordering=`, the list (a key of ORDERING_FIELDS) whose fields the pattern
 *   allows; its refusal names the unknown field.
 */
export const MESSAGES_KEYWORD = 'x-messages';
export const ORDERING_KEYWORD = 'x-ordering';
export type FieldMessages = Readonly<Partial<Record<string, string>>>;

/**
 * JSON Schema's `if`/`then`: when `condition` holds, `consequence` applies. Built from entries: an
 * object literal with a `then` key reads as a thenable to `await` (and to the linter).
 */
export const conditional = (condition: object, consequence: object): object =>
  Object.fromEntries([
    ['if', condition],
    ['then', consequence],
  ]);

/** Text that is not blank (some character other than whitespace), up to `maxLength`. */
export const NonBlank = (maxLength: number, blank = 'Este campo não pode ficar em branco.') =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', [MESSAGES_KEYWORD]: { pattern: blank } });

/** The refusal of a day filter that is not a real calendar day written 'AAAA-MM-DD'. */
export const DAY_MESSAGE = 'Formato de data inválido. Use AAAA-MM-DD.';

/**
 * A day filter: a real calendar day 'AAAA-MM-DD' from 1900 on (a day in America/Sao_Paulo), or ''
 * for no filter (the screens send empty strings).
 */
export const DayFilter = Type.Optional(
  Type.Union([Type.Literal(''), Type.String({ format: 'date', pattern: '^(19[0-9]{2}|[2-9][0-9]{3})-' })], {
    [MESSAGES_KEYWORD]: { anyOf: DAY_MESSAGE },
  }),
);

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

/** `^…$` of an `?ordering=` value of `list`: blank (the default order), or fields as in parseOrdering. */
export function orderingPattern(list: OrderedList): string {
  const field = `-?(?:${ORDERING_FIELDS[list].join('|')})`;
  return `^\\s*$|^\\s*${field}\\s*(?:,\\s*${field}\\s*)*$`;
}

/**
 * `?ordering=` of a sortable list: `field`, `-field` (descending), several comma-separated; the
 * allowed fields per list are in ../ordering.ts.
 */
export const OrderingOf = (list: OrderedList) =>
  Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: orderingPattern(list),
      [ORDERING_KEYWORD]: list,
      description: `Campos: ${ORDERING_FIELDS[list].join(', ')}; \`-campo\` em ordem decrescente; vários separados por vírgula.`,
    }),
  );

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
