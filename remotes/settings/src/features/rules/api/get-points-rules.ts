import type { PointsRule } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

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
