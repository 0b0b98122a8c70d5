import { useUrlListState } from '@fidelidade/ui/use-url-list-state';

const noFilters = {};

/** The `?page=` of a section that has no filters. */
export function useUrlPage() {
  const { page, setPage } = useUrlListState(noFilters);
  return { page, setPage };
}
