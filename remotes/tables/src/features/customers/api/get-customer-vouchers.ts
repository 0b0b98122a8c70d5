import type { Voucher } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';

/** GET loyalty/vouchers/?user={id}: the customer's vouchers within the caller's scope, newest first. */
export const useCustomerVouchers = (customerId: number) =>
  useTable<Voucher, Record<never, string>>({ path: 'loyalty/vouchers/', params: { user: customerId } });
