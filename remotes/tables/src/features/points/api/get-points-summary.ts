import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

/** SPEC §3 user points summary. */
export interface PointsSummary {
  user_id: number;
  user_name: string;
  user_cpf: string | null;
  points_balance: number;
  total_earned: number;
  total_spent: number;
  user_type: string;
  is_active: boolean;
  last_activity: string | null;
}

export interface PointsSummaryQuery {
  search: string;
  activeOnly: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/points/summary/ (page, page_size, search, active_only). */
export const usePointsSummary = (query: PointsSummaryQuery) =>
  usePagedList<PointsSummary>({
    path: 'loyalty/admin/points/summary/',
    params: { search: query.search, active_only: query.activeOnly },
    page: query.page,
    onPageChange: query.onPageChange,
  });
