import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { OFFER_TYPES } from '../../db/schema/index.ts';
import { forbidden, HttpError, notAuthenticated } from '../../lib/http-error.ts';
import type { OfferFormValues } from '../../lib/offer-form.ts';
import { type Principal, scopeOf } from '../../lib/principal.ts';
import { type MediaStorage, mediaUrl } from '../../plugins/media-storage.ts';
import type { OfferAudience, OfferRow, OffersRepository } from '../../repositories/offers.ts';
import { Nullable } from '../common/schemas.ts';

export const OfferOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  offer_type: Type.String(),
  points_cost: Type.Integer(),
  valid_from: Type.String({ format: 'date-time' }),
  valid_until: Type.String({ format: 'date-time' }),
  is_active: Type.Boolean(),
  is_valid_now: Type.Boolean(),
  time_restricted: Type.Boolean(),
  start_time: Nullable(Type.String()),
  end_time: Nullable(Type.String()),
  valid_days: Nullable(Type.String()),
  gasoline_price: Nullable(Type.String()),
  gasoline_type: Nullable(Type.String()),
  max_liters: Nullable(Type.Integer()),
  discount_percentage: Nullable(Type.String()),
  gift_description: Nullable(Type.String()),
  max_redemptions: Nullable(Type.Integer()),
  auto_notify: Type.Boolean(),
  notification_message: Nullable(Type.String()),
  display_logo: Nullable(Type.String()),
  item_image: Nullable(Type.String()),
  location_type: Type.String(),
  dealership_id: Nullable(Type.Integer()),
  dealership_name: Nullable(Type.String()),
  partner_location_id: Nullable(Type.Integer()),
  partner_location_name: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function offerJson(media: MediaStorage, row: OfferRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    offer_type: row.offerType,
    points_cost: row.pointsCost,
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    is_active: row.isActive,
    is_valid_now: row.isValidNow,
    time_restricted: row.timeRestricted,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    valid_days: row.validDays?.length ? row.validDays.join(',') : null,
    gasoline_price: row.gasolinePrice,
    gasoline_type: row.gasolineType,
    max_liters: row.maxLiters,
    discount_percentage: row.discountPercentage,
    gift_description: row.giftDescription,
    max_redemptions: row.maxRedemptions,
    auto_notify: row.autoNotify,
    notification_message: row.notificationMessage,
    display_logo: mediaUrl(media, row.displayLogo),
    item_image: mediaUrl(media, row.itemImage),
    location_type: row.partnerLocationId !== null ? 'partner' : 'dealership',
    dealership_id: row.dealershipId,
    dealership_name: row.dealershipName,
    partner_location_id: row.partnerLocationId,
    partner_location_name: row.partnerLocationName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const OfferTypeQuery = Type.Optional(Type.Enum([...OFFER_TYPES, '']));

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}

/** Back-office users read their scope; customers read partner-store offers and their dealership's. */
export function audienceOf(principal: Principal): OfferAudience {
  if (principal.userType === 'CLIENTE' && !principal.isSuperuser)
    return { kind: 'customer', dealershipId: principal.dealershipId };
  return scopeOf(principal);
}

/**
 * DESIGN §6: ADMIN may target any store or dealership (that exists); DEALERSHIP only its own
 * dealership; PARCEIRO only its partner's stores. Anything else is a 403.
 */
export async function authorizeTarget(
  repo: OffersRepository,
  principal: Principal,
  target: Pick<OfferFormValues, 'dealershipId' | 'partnerLocationId'>,
): Promise<void> {
  const scope = scopeOf(principal);
  if (target.dealershipId !== null) {
    if (scope.kind === 'partner') throw forbidden();
    if (scope.kind === 'dealership' && scope.dealershipId !== target.dealershipId) throw forbidden();
    if (scope.kind === 'all' && !(await repo.dealershipExists(target.dealershipId)))
      throw new HttpError(400, { dealership: ['Concessionária não encontrada.'] });
  }
  if (target.partnerLocationId !== null) {
    if (scope.kind === 'dealership') throw forbidden();
    const owner = await repo.storePartner(target.partnerLocationId);
    if (scope.kind === 'partner' && owner !== scope.partnerId) throw forbidden();
    if (owner === null) throw new HttpError(400, { partner_location: ['Loja de parceiro não encontrada.'] });
  }
}
