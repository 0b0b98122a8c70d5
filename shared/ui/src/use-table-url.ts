import type { OrderedList } from '@fidelidade/contract/ordering';
import type { TableProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useDebouncedSearch } from './use-debounced-search';
import { useUrlListState } from './use-url-list-state';
import { type UrlSort, useUrlSort } from './use-url-sort';

export type FilterValues = Readonly<Record<string, string>>;
export type KeyOf<Fs> = keyof Fs & string;

export interface TableUrlOptions<Fs extends FilterValues> {
  /**
   * The URL's filter names and their defaults, module-level (the URL state keys its callbacks on
   * this object). None by default.
   */
  filters?: Fs;
  /** The filter a search box edits: `searchProps` commits it to the URL once typing pauses. */
  search?: KeyOf<Fs>;
  /** Trims the search before it reaches the URL (a pasted CPF with a trailing space). */
  trimSearch?: boolean;
}

const noFilters = {};

/** antd Table's `onChange` for a list sorted by the API: a header click goes to the URL sort. */
function sortOnChange<T>(onSortChange: UrlSort['onSortChange']) {
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') onSortChange(sorter);
  };
  return onChange;
}

/**
 * The URL half of every list screen, written once for useTable (pages read from the API) and
 * useClientTable (a list read whole): page, sort (`ordering`, what `list`'s ORDERING_FIELDS entry
 * allows) and each filter under its own name beside `tab`, the search box committed once typing
 * pauses, and the header click that sorts.
 */
export function useTableUrl<Row, Fs extends FilterValues>(
  list: OrderedList | undefined,
  options: TableUrlOptions<Fs>,
) {
  const url = useUrlListState<KeyOf<Fs>>((options.filters ?? noFilters) as Record<KeyOf<Fs>, string>);
  const sort = useUrlSort(list);
  const { filters, setFilter } = url;
  const searchKey = options.search;
  const trim = options.trimSearch ?? false;
  // Stable, so a re-render (a refetch) does not restart the search debounce.
  const commitSearch = useCallback(
    (value: string) => {
      if (searchKey) setFilter(searchKey, trim ? value.trim() : value);
    },
    [setFilter, searchKey, trim],
  );
  const [searchText, setSearchText] = useDebouncedSearch(searchKey ? filters[searchKey] : '', commitSearch);
  const onChange = useMemo(() => sortOnChange<Row>(sort.onSortChange), [sort.onSortChange]);
  return {
    url,
    sort,
    onChange,
    filters,
    setFilter,
    /** For FilterBar: a filter is set ('Limpar filtros' shows), and what the button does. */
    filterProps: {
      active: Object.values<string>(filters).some((value) => value !== ''),
      onClear: url.clearFilters,
    },
    searchProps: { value: searchText, onChange: setSearchText },
  };
}

/** What a filter row needs of either list hook: the filters, their setter, 'Limpar' and the search. */
export type UrlFilters<Fs extends FilterValues> = Pick<
  ReturnType<typeof useTableUrl<unknown, Fs>>,
  'filters' | 'setFilter' | 'filterProps' | 'searchProps'
>;
