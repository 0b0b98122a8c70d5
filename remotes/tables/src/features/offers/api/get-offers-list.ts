import type { OrderedList } from '@fidelidade/contract/ordering';
import { offerPlaceParams } from '../lib/offer-place';

/**
 * GET loyalty/admin/offers/list/ (page, page_size, search, active_only, valid_only, type, the place
 * filters, ordering). The path is also the first key of every cached page (what a write
 * invalidates); with `format=csv` the same URL answers the export.
 */
export const offersListPath = 'loyalty/admin/offers/list/' satisfies OrderedList;

/** The tab's filters as the URL names them ('' = all); module-level for useTable. */
export const offersListFilters = { search: '', active_only: '', valid_only: '', type: '', local: '' };

/** The query of the list and of its CSV export; `local` is where the offers apply (offerPlaceParams). */
export const offersListParams = (filters: typeof offersListFilters) => ({
  search: filters.search,
  active_only: filters.active_only === 'true',
  valid_only: filters.valid_only === 'true',
  type: filters.type,
  ...offerPlaceParams(filters.local),
});
