import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import { useManagedUsers, usersListPath } from '../api/get-managed-users';

// Module-level so the URL state hook gets a stable object. The names are the API's query names, so
// a shared link (…?tab=users&search=52998224725&is_active=false) opens the same list.
const defaults = { search: '', user_type: '', is_active: '' };
export type UsersFilterKey = keyof typeof defaults;

/** URL-held search, filters, sort and page of the Usuários tab, and its list. */
export function useUsersTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(usersListPath);
  // Stable, so a re-render (a refetch) does not restart the search box's debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value.trim()), [setFilter]);
  // The export takes the same filters and sort as the table (every matching row, not the page).
  const query = { ...filters, ordering: sort.ordering };
  const list = useManagedUsers(query, page, setPage);
  return {
    sort,
    exportParams: query,
    filterProps: {
      filters,
      onSearch,
      onChange: setFilter,
      active: Object.values(filters).some((value) => value !== ''),
      onClear: clearFilters,
    },
    list,
  };
}
