import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { pointsHistoryOrderingKey, usePointsHistory } from '../api/get-points-history';

// Module-level so the URL state hook gets a stable object. The names are the API's query names.
const defaults = { kind: '', date_from: '', date_to: '' };
export type PointsHistoryFilterKey = keyof typeof defaults;

/** URL-held filters, sort and page of the points history, and its list. */
export function usePointsHistorySection(customerId: number) {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(pointsHistoryOrderingKey);
  const list = usePointsHistory(customerId, filters, sort.ordering, page, setPage);
  return {
    filterProps: {
      filters,
      onChange: setFilter,
      active: Object.values(filters).some((value) => value !== ''),
      onClear: clearFilters,
    },
    list,
    sort,
  };
}
