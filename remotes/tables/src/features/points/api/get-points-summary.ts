import type { PointsSummaryRow } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { type PagedQuery, useFilteredList } from '../../../hooks/use-filtered-list';

/** The list's path; with `format=csv` the same URL answers the export. */
export const pointsSummaryPath = 'loyalty/admin/points/summary/' satisfies OrderedList;

/** The tab's filters and sort, as the hook takes them. */
export interface PointsSummaryQuery {
  search: string;
  activeOnly: boolean;
  /** `?ordering=` (allow-listed); undefined = the API's default (latest activity first). */
  ordering: string | undefined;
}

/** The query of the list and of its CSV export (search, active_only, ordering). */
export const pointsSummaryParams = (query: PointsSummaryQuery) => ({
  search: query.search,
  active_only: query.activeOnly,
  ordering: query.ordering,
});

/** GET loyalty/admin/points/summary/ (page, page_size, search, active_only, ordering). */
export const usePointsSummary = (options: PagedQuery<PointsSummaryQuery>) =>
  useFilteredList<PointsSummaryRow, PointsSummaryQuery>(pointsSummaryPath, pointsSummaryParams, options);
