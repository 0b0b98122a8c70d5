import { Type } from 'typebox';
import type { VoucherRow } from '../../repositories/vouchers.ts';
import { Nullable } from '../common/schemas.ts';

const Money = Nullable(Type.Number());

export const Voucher = Type.Object({
  id: Type.Integer(),
  voucher_code: Type.String(),
  offer_id: Type.Integer(),
  offer_title: Type.String(),
  offer_type: Type.String(),
  points_spent: Type.Integer(),
  is_used: Type.Boolean(),
  status: Type.Union([Type.Literal('pendente'), Type.Literal('utilizado')]),
  used_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  user_id: Type.Integer(),
  user_name: Type.String(),
  dealership_id: Nullable(Type.Integer()),
  partner_location_id: Nullable(Type.Integer()),
  total_value_offer: Money,
  total_discount_applied: Money,
  total_value_spent_by_user: Money,
  reference_code: Nullable(Type.String()),
  burned_by: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
});

const money = (value: string | null) => (value === null ? null : Number(value));

export function voucherBody(v: VoucherRow) {
  return {
    id: v.id,
    voucher_code: v.voucherCode,
    offer_id: v.offerId,
    offer_title: v.offerTitle,
    offer_type: v.offerType,
    points_spent: v.pointsSpent,
    is_used: v.isUsed,
    status: v.isUsed ? ('utilizado' as const) : ('pendente' as const),
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
