import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET loyalty/admin/points/summary/ (page, page_size, search, active_only, ordering); with `format=csv` the same URL answers the export. */
export const pointsSummaryPath = 'loyalty/admin/points/summary/' satisfies OrderedList;

/** The tab's filters as the URL names them; module-level for useTable. */
export const pointsSummaryFilters = { search: '', active_only: '' };

/** The query of the list and of its CSV export: `active_only` only when ticked. */
export const pointsSummaryParams = (filters: typeof pointsSummaryFilters) => ({
  search: filters.search,
  active_only: filters.active_only === 'true',
});
