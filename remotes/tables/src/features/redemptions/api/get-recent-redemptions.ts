import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

/** SPEC §3 redemption. */
export interface Redemption {
  id: number;
  user_name: string;
  user_type: string;
  offer_title: string;
  points_spent: number;
  is_used: boolean;
  created_at: string;
}

/** SPEC §4: pendente when not used, utilizado when used. */
export type RedemptionStatus = 'pendente' | 'utilizado';
export const redemptionStatuses: { value: RedemptionStatus; label: string }[] = [
  { value: 'pendente', label: 'Pendente' },
  { value: 'utilizado', label: 'Utilizado' },
];

export const redemptionStatus = (redemption: Pick<Redemption, 'is_used'>): RedemptionStatus =>
  redemption.is_used ? 'utilizado' : 'pendente';

export interface RecentRedemptionsQuery {
  search: string;
  status: RedemptionStatus | '';
  page: number;
  onPageChange: (page: number) => void;
}

/** GET loyalty/admin/redemptions/recent/ (page, page_size, search, status). */
export const useRecentRedemptions = (query: RecentRedemptionsQuery) =>
  usePagedList<Redemption>({
    path: 'loyalty/admin/redemptions/recent/',
    params: { search: query.search, status: query.status },
    page: query.page,
    onPageChange: query.onPageChange,
  });
