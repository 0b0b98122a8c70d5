import type { Voucher, VoucherDetail } from '@fidelidade/contract';
import { maskCpf } from '@fidelidade/contract/cpf';
import { redemptionStatus } from '../../../repositories/redemption-status.ts';
import type { VoucherLookup, VoucherRow } from '../../../repositories/vouchers.ts';

const money = (value: string | null) => (value === null ? null : Number(value));

export function voucherBody(v: VoucherRow): Voucher {
  return {
    id: v.id,
    voucher_code: v.voucherCode,
    offer_id: v.offerId,
    offer_title: v.offerTitle,
    offer_type: v.offerType,
    points_spent: v.pointsSpent,
    is_used: v.isUsed,
    status: redemptionStatus(v),
    used_at: v.usedAt ? v.usedAt.toISOString() : null,
    created_at: v.createdAt.toISOString(),
    user_id: v.userId,
    user_name: v.userName,
    dealership_id: v.dealershipId,
    partner_location_id: v.partnerLocationId,
    total_value_offer: money(v.totalValueOffer),
    total_discount_applied: money(v.totalDiscountApplied),
    total_value_spent_by_user: money(v.totalValueSpentByUser),
    reference_code: v.referenceCode,
    burned_by:
      v.burnedById !== null && v.burnedByName !== null
        ? { id: v.burnedById, full_name: v.burnedByName }
        : null,
  };
}

/** The same voucher before its burn: unused, without the burn's values (the audit log's "before"). */
export function unburned(v: Voucher): Voucher {
  return {
    ...v,
    is_used: false,
    status: 'pendente',
    used_at: null,
    total_value_offer: null,
    total_discount_applied: null,
    total_value_spent_by_user: null,
    reference_code: null,
    burned_by: null,
  };
}

/**
 * What the counter shows: the voucher, the masked CPF, the offer's validity and place, and for a
 * used one until when 'Estornar uso' may give the burn back (`reversalHours` after it).
 */
export function voucherDetailBody(v: VoucherLookup, reversalHours: number): VoucherDetail {
  const usedAt = v.isUsed ? v.usedAt : null;
  return {
    ...voucherBody(v),
    customer_cpf_masked: maskCpf(v.customerCpf),
    valid_until: v.offerValidUntil ? v.offerValidUntil.toISOString() : null,
    offer_location_name: v.offerLocationName,
    reversible_until: usedAt ? new Date(usedAt.getTime() + reversalHours * 3_600_000).toISOString() : null,
  };
}
