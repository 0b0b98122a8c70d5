import { type QueryParams, usePagedList } from '@fidelidade/ui/use-paged-list';

/** A tab's filters and sort plus the page, as its list hook takes them. */
export type PagedQuery<Query> = Query & {
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The paged list of a filtered tab: GET `path` with the query `toParams` builds from the tab's
 * filters and sort (the same query its CSV export sends), plus the page.
 */
export const useFilteredList = <Row, Query>(
  path: string,
  toParams: (query: Query) => QueryParams,
  options: PagedQuery<Query>,
) =>
  usePagedList<Row>({
    path,
    params: toParams(options),
    page: options.page,
    onPageChange: options.onPageChange,
  });
