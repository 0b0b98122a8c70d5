import type { Feedback } from '@fidelidade/contract';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback, useState } from 'react';
import { feedbackListPath, feedbackQueryParams, useFeedbackList } from '../api/get-feedback-list';

// Module scope: useUrlListState keys its callbacks on this object's identity.
const filterDefaults = { search: '', status: '', type: '' };

/**
 * Everything the feedback screen needs: filters and column sort (in the URL), the page, the CSV
 * export of the same filters and sort, and the row being answered.
 */
export function useFeedbackTable() {
  const { filters, page, setFilter, setPage } = useUrlListState(filterDefaults);
  const sort = useUrlSort(feedbackListPath);
  const commitSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, commitSearch);
  const list = useFeedbackList(filters, sort.ordering, page, setPage);
  const [answering, setAnswering] = useState<Feedback | null>(null);

  return {
    filterProps: {
      search: searchText,
      status: filters.status,
      type: filters.type,
      onSearchChange: setSearchText,
      onStatusChange: (value: string) => setFilter('status', value),
      onTypeChange: (value: string) => setFilter('type', value),
      exportParams: feedbackQueryParams(filters, sort.ordering),
    },
    tableProps: {
      rows: list.rows,
      loading: list.query.isFetching,
      onRespond: setAnswering,
      sortableColumn: sort.sortableColumn,
      onSortChange: sort.onSortChange,
    },
    isInitialLoading: list.isInitialLoading,
    isError: list.isError,
    retry: list.retry,
    count: list.count,
    paginatorProps: list.paginatorProps,
    panelProps: { feedback: answering, onClose: () => setAnswering(null) },
  };
}
