import type { OrderedList } from '@fidelidade/contract/ordering';
import { useMemo } from 'react';
import type { ExportCsvButtonProps } from './export-csv-button';
import type { QueryParams } from './query-params';
import { usePagedList } from './use-paged-list';
import {
  type FilterValues,
  type KeyOf,
  type TableUrlOptions,
  type UrlFilters,
  useTableUrl,
} from './use-table-url';

export type { FilterValues };

/** The filters' names are the API's unless `toParams` says otherwise. */
interface TableOptions<Fs extends FilterValues> extends TableUrlOptions<Fs> {
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

/**
 * One server-side list screen (refine's useTable): page, sort and filters in the URL (`page`,
 * `ordering` and each filter's own name, next to `tab`), a debounced search box, the page in the
 * query cache, and the CSV export of the very query the table shows (all pages). Returns props to
 * spread: `tableProps` on DataTable, `filterProps` on FilterBar, `searchProps` on SearchField,
 * `exportProps` on ExportCsvButton; ListTable takes the whole result (skeleton, error panel, the
 * table, its count and the paginator).
 */
export function useTable<Row, Fs extends FilterValues>(options: UseTableOptions<Fs>) {
  const state = useTableUrl<Row, Fs>(options.list, options);
  const { url, sort, filters } = state;
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
  const exportProps: ExportCsvButtonProps = { path, params, fallbackFileName: options.exportFileName };
  return {
    filters,
    setFilter: state.setFilter,
    filterProps: state.filterProps,
    resetView: url.resetView,
    page: url.page,
    sort,
    searchProps: state.searchProps,
    tableProps: {
      dataSource: list.rows,
      // The previous page stays visible while the next one loads (keepPreviousData).
      loading: list.query.isFetching,
      onChange: state.onChange,
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
export type TableFilters<Fs extends FilterValues> = UrlFilters<Fs> &
  Pick<ReturnType<typeof useTable<unknown, Fs>>, 'exportProps'>;
