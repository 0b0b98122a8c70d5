import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { useManagedUsers } from '../api/get-managed-users';

// Module-level so the URL state hook gets a stable object. The names are the API's query names, so
// a shared link (…?tab=users&search=52998224725&is_active=false) opens the same list.
const defaults = { search: '', user_type: '', is_active: '' };
export type UsersFilterKey = keyof typeof defaults;

/** URL-held search, filters and page of the Usuários tab, and its list. */
export function useUsersTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the search box's debounce.
  const onSearch = useCallback((value: string) => setFilter('search', value.trim()), [setFilter]);
  const list = useManagedUsers(filters, page, setPage);
  return {
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
