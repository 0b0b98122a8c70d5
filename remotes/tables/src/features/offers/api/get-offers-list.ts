import type { Offer } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** The tab's filters and page, as the hook takes them; `type` is the URL's text ('' = all). */
export interface OffersListOptions {
  search: string;
  activeOnly: boolean;
  validOnly: boolean;
  type: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** The list's path, also the first key of every cached page (what a write invalidates). */
export const offersListPath = 'loyalty/admin/offers/list/';

/** GET loyalty/admin/offers/list/ (page, page_size, search, active_only, valid_only, type). */
export const useOffersList = (options: OffersListOptions) =>
  usePagedList<Offer>({
    path: offersListPath,
    params: {
      search: options.search,
      active_only: options.activeOnly,
      valid_only: options.validOnly,
      type: options.type,
    },
    page: options.page,
    onPageChange: options.onPageChange,
  });
