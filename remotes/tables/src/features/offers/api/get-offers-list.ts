import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

/** SPEC §3 offer, as listed. */
export interface OfferListItem {
  id: number;
  title: string;
  description: string | null;
  offer_type: string;
  points_cost: number;
  valid_until: string | null;
  time_restricted: boolean;
  start_time: string | null;
  end_time: string | null;
  is_active: boolean;
  is_valid_now: boolean;
}

export interface OffersListQuery {
  search: string;
  activeOnly: boolean;
  validOnly: boolean;
  type: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/offers/list/ (page, page_size, search, active_only, valid_only, type). */
export const useOffersList = (query: OffersListQuery) =>
  usePagedList<OfferListItem>({
    path: 'loyalty/admin/offers/list/',
    params: {
      search: query.search,
      active_only: query.activeOnly,
      valid_only: query.validOnly,
      type: query.type,
    },
    page: query.page,
    onPageChange: query.onPageChange,
  });
