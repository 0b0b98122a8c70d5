import type { PageOnlyQuery, Voucher, VoucherListQuery } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const vouchersPath = 'loyalty/vouchers/';
export const vouchersPageSize = 10;

/** The list's filters as the URL holds them ('' for none); `user` is the customer page's, not ours. */
export type VoucherFilters = Record<Exclude<keyof VoucherListQuery, keyof PageOnlyQuery | 'user'>, string>;

/** GET loyalty/vouchers/?status=&search=&page= — the API keeps it to the caller's scope. */
export function useVouchers(filters: VoucherFilters, page: number, onPageChange: (page: number) => void) {
  return usePagedList<Voucher>({
    path: vouchersPath,
    params: { status: filters.status, search: filters.search },
    page,
    pageSize: vouchersPageSize,
    onPageChange,
  });
}
