import type { PointsRule } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const rulesListPath = 'loyalty/admin/rules/pontuation/' as const;
export const rulesPageSize = 10;

/** GET loyalty/admin/rules/pontuation/ (page, page_size 10, `ordering` when a header sorts). */
export const usePointsRules = (
  ordering: string | undefined,
  page: number,
  onPageChange: (page: number) => void,
) =>
  usePagedList<PointsRule>({
    path: rulesListPath,
    params: { ordering },
    page,
    pageSize: rulesPageSize,
    onPageChange,
  });
