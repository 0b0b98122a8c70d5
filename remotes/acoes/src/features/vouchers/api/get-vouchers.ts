import type { Voucher, VoucherListQuery } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const vouchersPath = 'loyalty/vouchers/';
export const vouchersPageSize = 10;

/**
 * The list's filters as the URL holds them ('' for none; `burned_by_me` 'true' or ''). Named one by
 * one: `user` is the customer page's, and page and ordering are not filters.
 */
export type VoucherFilters = Record<
  keyof Pick<VoucherListQuery, 'status' | 'search' | 'burned_by_me'>,
  string
>;

/**
 * GET loyalty/vouchers/?status=&search=&burned_by_me=&ordering=&page= — the API keeps it to the
 * caller's scope; `burned_by_me` to the caller's own burns.
 */
export function useVouchers(
  filters: VoucherFilters,
  ordering: string | undefined,
  page: number,
  onPageChange: (page: number) => void,
) {
  return usePagedList<Voucher>({
    path: vouchersPath,
    params: { status: filters.status, search: filters.search, burned_by_me: filters.burned_by_me, ordering },
    page,
    pageSize: vouchersPageSize,
    onPageChange,
  });
}
