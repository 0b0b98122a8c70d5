import type { VoucherDetail } from '@fidelidade/contract';

/**
 * Whether the counter offers 'Estornar uso' for this voucher now: used, and before the end of the
 * window the API sent (`reversible_until`). An API that does not send it lets the server decide.
 */
export function canStillReverse(voucher: VoucherDetail, now: number): boolean {
  if (!voucher.is_used) return false;
  if (voucher.reversible_until === undefined) return true;
  return voucher.reversible_until !== null && now < new Date(voucher.reversible_until).getTime();
}
