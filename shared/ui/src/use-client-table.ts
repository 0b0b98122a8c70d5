import type { OrderedList } from '@fidelidade/contract/ordering';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyFilters, type FilterSpec } from './client-filters';
import {
  type FilterValues,
  type KeyOf,
  type TableUrlOptions,
  type UrlFilters,
  useTableUrl,
} from './use-table-url';
import { useWholeList } from './whole-list';

export type { FilterKind, FilterSpec } from './client-filters';
export type { FilterValues, KeyOf, UrlFilters };

export interface ClientTableOptions<Row, Fs extends FilterValues> extends TableUrlOptions<Fs> {
  /** The list's entry in ORDERING_FIELDS (what its headers sort by) and its path under /api/v1/. */
  list: OrderedList;
  /** The cache key of the list, shared with whoever else reads it whole (useWholeList). */
  queryKey: QueryKey;
  /** How the filters match a row in the browser; module-level (the rows are memoised on it). */
  match?: ReadonlyArray<FilterSpec<Row, KeyOf<Fs>>>;
  /** Filters the API applies instead, sent trimmed under their own name (the partners' `search`). */
  serverFilters?: readonly KeyOf<Fs>[];
  pageSize?: number;
}

const noMatch: readonly never[] = [];
const noServerFilters: readonly never[] = [];

/**
 * useTable for a list read whole (the settings lists: a few hundred rows at most): the same URL
 * state (useTableUrl: `page`, `ordering`, each filter's own name), but the list comes once into the
 * query cache and the filters and the paging happen in the browser. The order is still the API's
 * (the whole list is read again in the new order: its collation is the one the other lists sort
 * by), and a filter named in `serverFilters` is a second read of the list the API narrows, while
 * the unfiltered list gives the total. Returns the props useTable does; `tableProps.pagination` is
 * antd's own pager on the URL's page, shown only when there is more than one page.
 */
export function useClientTable<Row, Fs extends FilterValues>(options: ClientTableOptions<Row, Fs>) {
  const state = useTableUrl<Row, Fs>(options.list, options);
  const { url, sort, filters } = state;
  const serverFilters = options.serverFilters ?? noServerFilters;
  const serverParams = useMemo(
    () => Object.fromEntries(serverFilters.map((key) => [key, filters[key].trim()])),
    [serverFilters, filters],
  );
  const searching = Object.values(serverParams).some((value) => value !== '');
  const whole = useWholeList<Row>(options.queryKey, options.list, { ordering: sort.ordering });
  const searched = useWholeList<Row>(
    options.queryKey,
    options.list,
    { ordering: sort.ordering, ...serverParams },
    { enabled: searching },
  );
  const source = searching ? searched.data : whole.data;
  const match = options.match ?? noMatch;
  const rows = useMemo(() => applyFilters(source ?? [], match, filters), [source, match, filters]);
  const pageSize = options.pageSize ?? 10;
  // A page that no longer exists (the list shrank, an old link) falls back to page 1 (docs/product.md §2.2).
  const page = url.page > Math.ceil(rows.length / pageSize) ? 1 : url.page;
  const retry = () => void (searching ? searched : whole).refetch();
  return {
    filters,
    setFilter: state.setFilter,
    // Blanks filter nothing in the browser: a filter of spaces is no filter.
    filterProps: {
      active: Object.values<string>(filters).some((value) => value.trim() !== ''),
      onClear: url.clearFilters,
    },
    resetView: url.resetView,
    page,
    sort,
    searchProps: state.searchProps,
    tableProps: {
      dataSource: rows,
      loading: whole.isFetching || (searching && searched.isFetching),
      onChange: state.onChange,
      pagination:
        rows.length > pageSize
          ? { current: page, pageSize, showSizeChanger: false, onChange: url.setPage }
          : (false as const),
    },
    list: {
      rows,
      /** The rows the filters keep, and the whole list's length (its total). */
      count: rows.length,
      total: whole.data?.length ?? 0,
      isInitialLoading: whole.isPending || (searching && searched.isPending),
      // A failed read is an empty list, logged only (useWholeList).
      isError: false,
      retry,
    },
    refetch: retry,
  };
}

export type ClientTable<Row, Fs extends FilterValues> = ReturnType<typeof useClientTable<Row, Fs>>;
