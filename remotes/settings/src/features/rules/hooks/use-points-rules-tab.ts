import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { usePointsRules } from '../api/get-points-rules';

const noFilters = {};

/** The page lives in the URL next to ?tab=rules. */
export function usePointsRulesTab() {
  const { page, setPage } = useUrlListState(noFilters);
  return { list: usePointsRules(page, setPage) };
}
