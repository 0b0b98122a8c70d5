import type { VoucherListQuery } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';

/**
 * GET loyalty/vouchers/?status=&search=&burned_by_me=&ordering=&page= — the API keeps it to the
 * caller's scope; `burned_by_me` to the caller's own burns.
 */
export const vouchersPath = 'loyalty/vouchers/' satisfies OrderedList;
export const vouchersPageSize = 10;

/**
 * The list's filters as the URL holds them ('' for none; `burned_by_me` 'true' or ''), module-level
 * for useTable. Named one by one: `user` is the customer page's, and page and ordering are not filters.
 */
export const voucherFilters: Record<
  keyof Pick<VoucherListQuery, 'status' | 'search' | 'burned_by_me'>,
  string
> = {
  status: '',
  search: '',
  burned_by_me: '',
};
