import type { OrderedList } from '@fidelidade/contract/ordering';
import type { TableProps } from 'antd';
import { useCallback, useMemo } from 'react';
import type { ExportCsvButtonProps } from './export-csv-button';
import type { QueryParams } from './query-params';
import { useDebouncedSearch } from './use-debounced-search';
import { usePagedList } from './use-paged-list';
import { useUrlListState } from './use-url-list-state';
import { useUrlSort } from './use-url-sort';

export type FilterValues = Readonly<Record<string, string>>;
type KeyOf<Fs> = keyof Fs & string;

interface TableOptions<Fs extends FilterValues> {
  /**
   * The URL's filter names and their defaults, module-level (the URL state keys its callbacks on
   * this object). The names are the API's unless `toParams` says otherwise. None by default.
   */
  filters?: Fs;
  /** The filter a search box edits: `searchProps` commits it to the URL once typing pauses. */
  search?: KeyOf<Fs>;
  /** Trims the search before it reaches the URL (a pasted CPF with a trailing space). */
  trimSearch?: boolean;
  /** The URL's filters as the API reads them; by default they are sent as they are. */
  toParams?: (filters: Record<KeyOf<Fs>, string>) => QueryParams;
  /** Sent with every request and the export, whatever the URL says (one customer's list: `user`). */
  params?: QueryParams;
  pageSize?: number;
  /** The CSV's name when the API sends no Content-Disposition. */
  exportFileName?: string;
}

/**
 * `list`: the list's entry in ORDERING_FIELDS, what its headers may sort by (`?ordering=`), and its
 * API path under /api/v1/ unless `path` names another (one customer's history). A list without
 * `list` has no sortable column.
 */
export type UseTableOptions<Fs extends FilterValues> = TableOptions<Fs> &
  ({ list: OrderedList; path?: string } | { list?: undefined; path: string });

const noFilters = {};

/** antd Table's `onChange` for a list sorted by the API: a header click goes to the URL sort. */
function sortOnChange<T>(onSortChange: ReturnType<typeof useUrlSort>['onSortChange']) {
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') onSortChange(sorter);
  };
  return onChange;
}

/**
 * One server-side list screen (refine's useTable): page, sort and filters in the URL (`page`,
 * `ordering` and each filter's own name, next to `tab`), a debounced search box, the page in the
 * query cache, and the CSV export of the very query the table shows (all pages). Returns props to
 * spread: `tableProps` on DataTable, `filterProps` on FilterBar, `searchProps` on SearchField,
 * `exportProps` on ExportCsvButton; ListTable takes the whole result (skeleton, error panel, the
 * table, its count and the paginator).
 */
export function useTable<Row, Fs extends FilterValues>(options: UseTableOptions<Fs>) {
  const url = useUrlListState<KeyOf<Fs>>((options.filters ?? noFilters) as Record<KeyOf<Fs>, string>);
  const { filters } = url;
  const sort = useUrlSort(options.list);
  const path = options.list === undefined ? options.path : (options.path ?? options.list);
  const { toParams, params: fixed } = options;
  const params = useMemo<QueryParams>(
    () => ({ ...fixed, ...(toParams ? toParams(filters) : filters), ordering: sort.ordering }),
    [fixed, toParams, filters, sort.ordering],
  );
  const list = usePagedList<Row>({
    path,
    params,
    page: url.page,
    pageSize: options.pageSize,
    onPageChange: url.setPage,
  });
  const { setFilter } = url;
  const searchKey = options.search;
  const trim = options.trimSearch ?? false;
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const commitSearch = useCallback(
    (value: string) => {
      if (searchKey) setFilter(searchKey, trim ? value.trim() : value);
    },
    [setFilter, searchKey, trim],
  );
  const [searchText, setSearchText] = useDebouncedSearch(
    searchKey ? url.filters[searchKey] : '',
    commitSearch,
  );
  const onChange = useMemo(() => sortOnChange<Row>(sort.onSortChange), [sort.onSortChange]);
  const exportProps: ExportCsvButtonProps = { path, params, fallbackFileName: options.exportFileName };
  return {
    filters,
    setFilter,
    /** For FilterBar: a filter is set ('Limpar filtros' shows), and what the button does. */
    filterProps: {
      active: Object.values<string>(filters).some((value) => value !== ''),
      onClear: url.clearFilters,
    },
    resetView: url.resetView,
    page: url.page,
    sort,
    searchProps: { value: searchText, onChange: setSearchText },
    tableProps: {
      dataSource: list.rows,
      // The previous page stays visible while the next one loads (keepPreviousData).
      loading: list.query.isFetching,
      onChange,
      pagination: false as const,
    },
    list,
    exportProps,
    refetch: list.retry,
  };
}

/** What ListTable needs of a useTable result, whatever its filters. */
export type TableState<Row> = Pick<
  ReturnType<typeof useTable<Row, FilterValues>>,
  'list' | 'tableProps' | 'sort'
>;

/** What a filter row needs of a useTable result: the filters, their setter, the search and the export. */
export type TableFilters<Fs extends FilterValues> = Pick<
  ReturnType<typeof useTable<unknown, Fs>>,
  'filters' | 'setFilter' | 'filterProps' | 'searchProps' | 'exportProps'
>;
