import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { rulesListPath, usePointsRules } from '../api/get-points-rules';

const noFilters = {};

/** The page and the sort live in the URL next to ?tab=rules. */
export function usePointsRulesTab() {
  const { page, setPage } = useUrlListState(noFilters);
  const sort = useUrlSort(rulesListPath);
  return { sort, list: usePointsRules(sort.ordering, page, setPage) };
}
