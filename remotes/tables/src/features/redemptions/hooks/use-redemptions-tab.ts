import { REDEMPTION_STATUSES, type RedemptionStatus } from '@fidelidade/contract/enums';
import { type SearchSelectTab, useSearchSelectTab } from '../../../hooks/use-search-select-tab';
import {
  recentRedemptionsParams,
  recentRedemptionsPath,
  useRecentRedemptions,
} from '../api/get-recent-redemptions';

const tab: SearchSelectTab<RedemptionStatus, 'status'> = {
  defaults: { search: '', status: '' },
  key: 'status',
  values: REDEMPTION_STATUSES,
  list: recentRedemptionsPath,
};

/** URL-held filters, sort and page of the redemptions tab, its list and its CSV export. */
export function useRedemptionsTab() {
  const { filterProps, page, setPage, sort } = useSearchSelectTab(tab);
  const query = { search: filterProps.search, status: filterProps.value, ordering: sort.ordering };
  const list = useRecentRedemptions({ ...query, page, onPageChange: setPage });
  return {
    filterProps,
    exportProps: {
      path: recentRedemptionsPath,
      params: recentRedemptionsParams(query),
      fallbackFileName: 'resgates.csv',
    },
    list,
    sort,
  };
}
