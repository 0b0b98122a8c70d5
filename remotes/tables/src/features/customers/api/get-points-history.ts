import type { LedgerEntry } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const pointsHistoryPath = (customerId: number) => `users/${customerId}/points-history/`;

/** The history's entry in the sort allow-lists (every customer's history sorts alike). */
export const pointsHistoryOrderingKey = 'users/{id}/points-history/' satisfies OrderedList;

export interface PointsHistoryFilters {
  kind: string;
  date_from: string;
  date_to: string;
}

/** GET users/{id}/points-history/ (page, page_size, kind, date_from, date_to, ordering), newest first by default. */
export const usePointsHistory = (
  customerId: number,
  filters: PointsHistoryFilters,
  ordering: string | undefined,
  page: number,
  onPageChange: (page: number) => void,
) =>
  usePagedList<LedgerEntry>({
    path: pointsHistoryPath(customerId),
    params: { ...filters, ordering },
    page,
    onPageChange,
  });
