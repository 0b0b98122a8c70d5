import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

export interface PointsRule {
  id?: number;
  transaction_type_key: string;
  name: string;
  /** A fraction (0.1 = 10%); DRF decimals may arrive as strings. */
  weight: number | string;
  is_active: boolean;
}

export const rulesPageSize = 10;

/** GET loyalty/admin/rules/pontuation/ (page, page_size 10). */
export const usePointsRules = (page: number, onPageChange: (page: number) => void) =>
  usePagedList<PointsRule>({
    path: 'loyalty/admin/rules/pontuation/',
    params: {},
    page,
    pageSize: rulesPageSize,
    onPageChange,
  });
