import type { LedgerEntry } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const pointsHistoryPath = (customerId: number) => `users/${customerId}/points-history/`;

export interface PointsHistoryFilters {
  kind: string;
  date_from: string;
  date_to: string;
}

/** GET users/{id}/points-history/ (page, page_size, kind, date_from, date_to), newest first. */
export const usePointsHistory = (
  customerId: number,
  filters: PointsHistoryFilters,
  page: number,
  onPageChange: (page: number) => void,
) =>
  usePagedList<LedgerEntry>({
    path: pointsHistoryPath(customerId),
    params: { ...filters },
    page,
    onPageChange,
  });
