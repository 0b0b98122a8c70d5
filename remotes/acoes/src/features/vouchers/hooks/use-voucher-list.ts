import type { Voucher } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';
import { voucherFilters, vouchersPageSize, vouchersPath } from '../api/get-vouchers';
import type { VoucherFilterProps } from '../components/voucher-list-filters';

/** Status, search, column sort and page in the URL (next to `tab` and `codigo`), and that page of vouchers. */
export function useVoucherList() {
  const table = useTable<Voucher, typeof voucherFilters>({
    list: vouchersPath,
    filters: voucherFilters,
    search: 'search',
    pageSize: vouchersPageSize,
  });
  const { filters, setFilter, searchProps } = table;
  const filterProps: VoucherFilterProps = {
    status: filters.status,
    searchText: searchProps.value,
    mine: filters.burned_by_me === 'true',
    onMineChange: (mine) => setFilter('burned_by_me', mine ? 'true' : ''),
    onStatusChange: (value) => setFilter('status', value),
    onSearchChange: searchProps.onChange,
  };
  return { table, filterProps };
}
