import type { PointsSummaryRow } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** The tab's filters and page, as the hook takes them. */
export interface PointsSummaryOptions {
  search: string;
  activeOnly: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/points/summary/ (page, page_size, search, active_only). */
export const usePointsSummary = (options: PointsSummaryOptions) =>
  usePagedList<PointsSummaryRow>({
    path: 'loyalty/admin/points/summary/',
    params: { search: options.search, active_only: options.activeOnly },
    page: options.page,
    onPageChange: options.onPageChange,
  });
