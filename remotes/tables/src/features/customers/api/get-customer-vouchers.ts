import type { Voucher } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** GET loyalty/vouchers/?user={id}: the customer's vouchers within the caller's scope, newest first. */
export const useCustomerVouchers = (customerId: number, page: number, onPageChange: (page: number) => void) =>
  usePagedList<Voucher>({ path: 'loyalty/vouchers/', params: { user: customerId }, page, onPageChange });
