import type { Redemption } from '@fidelidade/contract';
import type { RedemptionStatus } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { type PagedQuery, useFilteredList } from '../../../hooks/use-filtered-list';

/** The list's path; with `format=csv` the same URL answers the export. */
export const recentRedemptionsPath = 'loyalty/admin/redemptions/recent/' satisfies OrderedList;

/** The tab's filters and sort, as the hook takes them ('' = no filter). */
export interface RecentRedemptionsQuery {
  search: string;
  status: RedemptionStatus | '';
  /** `?ordering=` (allow-listed); undefined = the API's default, newest first. */
  ordering: string | undefined;
}

/** The query of the list and of its CSV export (search, status, ordering). */
export const recentRedemptionsParams = (query: RecentRedemptionsQuery) => ({
  search: query.search,
  status: query.status,
  ordering: query.ordering,
});

/** GET loyalty/admin/redemptions/recent/ (page, page_size, search, status, ordering). */
export const useRecentRedemptions = (options: PagedQuery<RecentRedemptionsQuery>) =>
  useFilteredList<Redemption, RecentRedemptionsQuery>(
    recentRedemptionsPath,
    recentRedemptionsParams,
    options,
  );
