import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import { useVouchers, type VoucherFilters, vouchersPath } from '../api/get-vouchers';

// Module constant: useUrlListState keys its callbacks on the defaults' identity.
const filterDefaults: VoucherFilters = { status: '', search: '', burned_by_me: '' };

/** Status, search, column sort and page in the URL (next to `tab` and `codigo`), and that page of vouchers. */
export function useVoucherList() {
  const { filters, page, setFilter, setPage } = useUrlListState<keyof VoucherFilters>(filterDefaults);
  const sort = useUrlSort(vouchersPath);
  const commitSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, commitSearch);
  const list = useVouchers(filters, sort.ordering, page, setPage);
  return {
    list,
    sort,
    filterProps: {
      status: filters.status,
      searchText,
      mine: filters.burned_by_me === 'true',
      onMineChange: (mine: boolean) => setFilter('burned_by_me', mine ? 'true' : ''),
      onStatusChange: (value: string) => setFilter('status', value),
      onSearchChange: setSearchText,
    },
  };
}
