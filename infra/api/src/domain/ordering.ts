import {
  DEFAULT_ORDERING,
  isOrderingField,
  ORDERING_FIELDS,
  type OrderedList,
  type OrderingField,
} from '@fidelidade/contract/ordering';
import { type AnyColumn, asc, Column, desc, is, type SQL, sql } from 'drizzle-orm';
import { HttpError } from './http-error.ts';

// `?ordering=` of the sortable lists (docs/api.md): the allowed fields come from the contract, the
// SQL each one sorts by from the list's repository. This file only builds ORDER BY fragments: it
// never reads the database.

/** What a field sorts by: a column of the list's query, or an expression over them. */
export type Sortable = AnyColumn | SQL;

/** One list's sortable fields (exactly the contract's, no more, no fewer) and its row id. */
export interface SortableList<L extends OrderedList> {
  list: L;
  columns: Readonly<Record<OrderingField<L>, Sortable>>;
  /** Appended as the last key, so rows with equal values never swap or repeat between pages. */
  rowId: AnyColumn;
}

export interface OrderTerm<F extends string> {
  field: F;
  descending: boolean;
}

export function sortableList<L extends OrderedList>(
  list: L,
  columns: Record<OrderingField<L>, Sortable>,
  rowId: AnyColumn,
): SortableList<L> {
  return { list, columns, rowId };
}

/** The refusal of an unknown field (or an empty segment) in `list`'s `?ordering=`. */
export function orderingMessage(list: OrderedList, field: string): string {
  return `Campo de ordenação desconhecido: "${field}". Use um destes: ${ORDERING_FIELDS[list].join(', ')}.`;
}

function unknownField(list: OrderedList, field: string): HttpError {
  return new HttpError(400, { ordering: [orderingMessage(list, field)] });
}

/** The first field of `raw` that `list` cannot be sorted by ('' for an empty segment). */
export function unknownOrderingField(list: OrderedList, raw: string): string {
  for (const segment of raw.split(',')) {
    const term = segment.trim();
    const field = term.startsWith('-') ? term.slice(1) : term;
    if (!isOrderingField(list, field)) return field;
  }
  return '';
}

/**
 * Reads `?ordering=` (DRF's OrderingFilter shape: `field`, `-field`, comma-separated). Absent or
 * blank means the list's default; an unknown field or an empty segment (`,`) is a 400.
 */
export function parseOrdering<L extends OrderedList>(
  raw: string | undefined,
  list: L,
): OrderTerm<OrderingField<L>>[] {
  const text = raw?.trim() ? raw : DEFAULT_ORDERING[list];
  return text.split(',').map((segment) => {
    const term = segment.trim();
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    if (!isOrderingField(list, field)) throw unknownField(list, field);
    return { field, descending };
  });
}

/**
 * A nullable column sorts its nulls as the lowest value (first ascending, last descending): the
 * newest-first lists keep rows without a date at the end. Not-null keys keep PostgreSQL's plain
 * ASC/DESC, which is how their indexes are declared — the spelling must match for the planner to
 * walk an index instead of sorting.
 */
function key(sortable: Sortable, descending: boolean): SQL {
  const nullable = is(sortable, Column) && !sortable.notNull;
  if (nullable) return descending ? sql`${sortable} desc nulls last` : sql`${sortable} asc nulls first`;
  return descending ? desc(sortable) : asc(sortable);
}

/**
 * The ORDER BY of a list for `?ordering=`: its fields in order, then the row id in the direction of
 * the first field (unless the id is already a key). Throws the 400 of parseOrdering.
 */
export function orderBy<L extends OrderedList>(raw: string | undefined, sortable: SortableList<L>): SQL[] {
  const terms = parseOrdering(raw, sortable.list);
  const keys = terms.map((term) => key(sortable.columns[term.field], term.descending));
  const hasId = terms.some((term) => sortable.columns[term.field] === sortable.rowId);
  if (!hasId) keys.push(key(sortable.rowId, terms[0]?.descending ?? false));
  return keys;
}

/**
 * Sorts an enum column by `values`' order (array_position): the contract's tuple order where it is
 * a rank (priorities, statuses), or the values ordered by their pt-BR label where it is a name.
 */
export function enumOrder(column: AnyColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`array_position(array[${list}]::text[], ${column}::text)`;
}

/** The enum's values ordered by their label as the screens show it (pt-BR collation). */
export function byLabel<V extends string>(labels: Readonly<Record<V, string>>): V[] {
  return (Object.keys(labels) as V[]).sort((a, b) => labels[a].localeCompare(labels[b], 'pt-BR'));
}
