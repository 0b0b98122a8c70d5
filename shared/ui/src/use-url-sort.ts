import { ORDERING_FIELDS, type OrderedList, type OrderingField } from '@fidelidade/contract/ordering';
import type { Key } from 'react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const noFields: readonly string[] = [];

export type SortOrder = 'ascend' | 'descend' | null;

/** The part of antd's `SorterResult` (Table `onChange`, third argument) that names the new sort. */
export interface SortChange {
  order?: SortOrder;
  field?: Key | readonly Key[];
  columnKey?: Key;
}

/** What a column spreads to become sortable by the API: antd's controlled sorter state. */
export interface SortableColumnProps {
  sorter: true;
  sortOrder: SortOrder;
}

/**
 * `raw` (the URL's `ordering`, e.g. '-points_balance,name') without the fields outside `allowed`:
 * a hand-edited link never reaches the API as a 400. Undefined when nothing is left.
 */
export function allowedOrdering(raw: string | null, allowed: readonly string[]): string | undefined {
  const kept = (raw ?? '')
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => allowed.includes(segment.replace(/^-/, '')));
  return kept.length > 0 ? kept.join(',') : undefined;
}

/** The field the header click sorts by: the column's key when it names an allowed field, else its dataIndex. */
function sortedField(change: SortChange, allowed: readonly string[]): string | undefined {
  const candidates = [change.columnKey, change.field];
  return candidates.find((value): value is string => typeof value === 'string' && allowed.includes(value));
}

/**
 * Column sorting done by the API (`?ordering=`, the list conventions of docs/architecture.md §5): the sort lives in the URL
 * beside the filters, so reload and shared links keep it. Only the fields the list's allow-list
 * (ORDERING_FIELDS) names are read or written. A new sort goes back to page 1 (the old page number
 * means nothing in the new order); clearing it returns to the list's default order.
 */
export function useUrlSort<L extends OrderedList>(list: L | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A list without an allow-list (a customer's vouchers) sorts by nothing the URL says.
  const allowed: readonly string[] = list ? ORDERING_FIELDS[list] : noFields;
  const raw = searchParams.get('ordering');
  const ordering = useMemo(() => allowedOrdering(raw, allowed), [raw, allowed]);
  // The header shows the primary field only; later fields are tie-breakers.
  const primary = ordering?.split(',')[0];

  const sortOrderOf = useCallback(
    (field: string): SortOrder => {
      if (primary === field) return 'ascend';
      if (primary === `-${field}`) return 'descend';
      return null;
    },
    [primary],
  );

  const setOrdering = useCallback(
    (next: string | undefined) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('ordering', next);
          else params.delete('ordering');
          params.delete('page');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  /** Feeds antd's Table `onChange` sorter (one column at a time). */
  const onSortChange = useCallback(
    (sorter: SortChange | readonly SortChange[]) => {
      const change = Array.isArray(sorter) ? sorter[0] : (sorter as SortChange);
      const field = change ? sortedField(change, allowed) : undefined;
      if (!change?.order || !field) return setOrdering(undefined);
      setOrdering(change.order === 'descend' ? `-${field}` : field);
    },
    [allowed, setOrdering],
  );

  /**
   * Spread into a column so its header sorts by `field`; the column's `dataIndex` or, when it has
   * none (a computed cell), its `key` must be `field`: that is what antd reports on a click.
   */
  const sortableColumn = useCallback(
    (field: OrderingField<L>): SortableColumnProps => ({
      sorter: true,
      sortOrder: sortOrderOf(field),
    }),
    [sortOrderOf],
  );

  /**
   * `columns` with every column whose field is in the allow-list made sortable: its dataIndex, or
   * for a computed cell without one, its key.
   */
  const withSorting = useCallback(
    <C extends { dataIndex?: unknown; key?: Key }>(columns: readonly C[]): C[] =>
      columns.map((column) => {
        const field = typeof column.dataIndex === 'string' ? column.dataIndex : column.key;
        return typeof field === 'string' && allowed.includes(field)
          ? { ...column, sorter: true, sortOrder: sortOrderOf(field) }
          : column;
      }),
    [allowed, sortOrderOf],
  );

  const clearSort = useCallback(() => setOrdering(undefined), [setOrdering]);

  // One object per URL sort: a table memoising its columns on it re-renders only when the sort changes.
  return useMemo(
    () => ({ ordering, sortOrderOf, onSortChange, sortableColumn, withSorting, clearSort }),
    [ordering, sortOrderOf, onSortChange, sortableColumn, withSorting, clearSort],
  );
}

export type UrlSort<L extends OrderedList = OrderedList> = ReturnType<typeof useUrlSort<L>>;

/** What a table needs of the sort, whatever its list: sortable headers and the click handler. */
export type TableSort = Pick<UrlSort, 'withSorting' | 'onSortChange'>;
