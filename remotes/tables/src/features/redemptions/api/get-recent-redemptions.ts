import type { Redemption } from '@fidelidade/contract';
import type { RedemptionStatus } from '@fidelidade/contract/enums';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** The tab's filters and page, as the hook takes them ('' = no filter). */
export interface RecentRedemptionsOptions {
  search: string;
  status: RedemptionStatus | '';
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/redemptions/recent/ (page, page_size, search, status). */
export const useRecentRedemptions = (options: RecentRedemptionsOptions) =>
  usePagedList<Redemption>({
    path: 'loyalty/admin/redemptions/recent/',
    params: { search: options.search, status: options.status },
    page: options.page,
    onPageChange: options.onPageChange,
  });
