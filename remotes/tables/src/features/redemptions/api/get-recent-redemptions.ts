import { REDEMPTION_STATUSES } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { knownValue } from '../../../components/search-select-filters';

/** GET loyalty/admin/redemptions/recent/ (page, page_size, search, status, ordering); with `format=csv` the same URL answers the export. */
export const recentRedemptionsPath = 'loyalty/admin/redemptions/recent/' satisfies OrderedList;

/** The tab's filters as the URL names them ('' = no filter); module-level for useTable. */
export const recentRedemptionsFilters = { search: '', status: '' };

/** The query of the list and of its CSV export. */
export const recentRedemptionsParams = (filters: typeof recentRedemptionsFilters) => ({
  search: filters.search,
  status: knownValue(REDEMPTION_STATUSES, filters.status),
});
