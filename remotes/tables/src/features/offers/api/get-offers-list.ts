import type { Offer } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { type PagedQuery, useFilteredList } from '../../../hooks/use-filtered-list';
import { offerPlaceParams } from '../lib/offer-place';

/** The tab's filters and sort; `type` is the URL's text ('' = all). */
export interface OffersListQuery {
  search: string;
  activeOnly: boolean;
  validOnly: boolean;
  type: string;
  /** Where the offers apply: the URL's `local` ('' = anywhere), see offerPlaceParams. */
  place: string;
  /** `?ordering=` (allow-listed); undefined = the API's default, newest first. */
  ordering: string | undefined;
}

/**
 * The list's path, also the first key of every cached page (what a write invalidates); with
 * `format=csv` the same URL answers the export.
 */
export const offersListPath = 'loyalty/admin/offers/list/' satisfies OrderedList;

/** The query of the list and of its CSV export. */
export const offersListParams = (query: OffersListQuery) => ({
  search: query.search,
  active_only: query.activeOnly,
  valid_only: query.validOnly,
  type: query.type,
  ...offerPlaceParams(query.place),
  ordering: query.ordering,
});

/**
 * GET loyalty/admin/offers/list/ (page, page_size, search, active_only, valid_only, type, the place
 * filters, ordering).
 */
export const useOffersList = (options: PagedQuery<OffersListQuery>) =>
  useFilteredList<Offer, OffersListQuery>(offersListPath, offersListParams, options);
