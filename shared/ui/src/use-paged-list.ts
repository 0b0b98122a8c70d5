import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useEffect } from 'react';
import { cleanParams, type QueryParams } from './query-params';

export type { QueryParams };

interface PagedListOptions {
  /** API path under /api/v1/, e.g. 'loyalty/admin/points/summary/'. */
  path: string;
  /** Filters and `ordering` (useUrlSort), sent as they are; page and page_size are added here. */
  params: QueryParams;
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
}

/** Server-side paged list in the query cache; returns props for the table and the paginator. */
export function usePagedList<T>(options: PagedListOptions) {
  const pageSize = options.pageSize ?? 10;
  const searchParams = cleanParams({ ...options.params, page: options.page, page_size: pageSize });
  const query = useQuery({
    queryKey: [options.path, searchParams],
    // Any list shape the API may send (plain array, {results}, {data}) becomes one page.
    queryFn: async () =>
      readList(await getHttp().get(options.path, { searchParams }).json<ListBody<T>>(), pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.data;
  const pageGone =
    query.error instanceof HTTPError && query.error.response.status === 404 && options.page > 1;
  const { onPageChange } = options;
  // A link to a page that no longer exists (the list shrank) falls back to page 1.
  useEffect(() => {
    if (pageGone) onPageChange(1);
  }, [pageGone, onPageChange]);
  return {
    query,
    rows: data?.rows ?? [],
    count: data?.count ?? 0,
    countIsExact: data?.countIsExact !== false,
    isInitialLoading: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    paginatorProps: {
      page: options.page,
      totalPages: data?.totalPages ?? 0,
      onChange: options.onPageChange,
    },
  };
}
