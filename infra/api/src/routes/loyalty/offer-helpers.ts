import { OFFER_FORM_MESSAGES, type Offer } from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, notAuthenticated } from '../../domain/http-error.ts';
import type { OfferFormValues } from '../../domain/offer-form.ts';
import { LIMIT_MESSAGES, type OfferLimitValues } from '../../domain/offer-limits-form.ts';
import { type Principal, principalCan, roleOf, scopeOf } from '../../domain/principal.ts';
import { type MediaStorage, mediaUrl } from '../../plugins/media-storage.ts';
import type { OfferAudience, OfferRow, OffersRepository } from '../../repositories/offers.ts';
import { memberAudiences } from '../../services/audiences/membership.ts';
import { AUDIENCE_NOT_FOUND, chosenAudience } from '../marketing/audience-helpers.ts';

const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function offerJson(media: MediaStorage, row: OfferRow): Offer {
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
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    audience_id: row.audienceId,
    audience_name: row.audienceName,
    budget_redemptions: row.budgetRedemptions,
    budget_points: row.budgetPoints,
    budget_amount: money(row.budgetCents),
    redemption_cost: money(row.redemptionCostCents),
    customer_limit: row.customerLimit,
    customer_limit_period: row.customerLimitPeriod,
    used_redemptions: row.usedRedemptions,
    used_points: row.usedPoints,
    used_amount: money(row.usedCents) ?? '0.00',
    remaining_redemptions: left(row.budgetRedemptions, row.usedRedemptions),
    remaining_points: left(row.budgetPoints, row.usedPoints),
    remaining_amount: money(left(row.budgetCents, row.usedCents)),
    voucher_codes_total: row.voucherCodesTotal,
    voucher_codes_free: row.voucherCodesFree,
    sold_out: row.soldOut,
    awaiting_approval: row.awaitingApproval,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}

/**
 * Back-office users read their scope; customers read partner-store offers and their dealership's,
 * and of those restricted to an audience only the ones whose audience they belong to now.
 */
export async function audienceOf(request: FastifyRequest, principal: Principal): Promise<OfferAudience> {
  if (roleOf(principal) !== 'CLIENTE') return scopeOf(principal);
  const memberOf = await memberAudiences(request.server.db, principal.id);
  return { kind: 'customer', dealershipId: principal.dealershipId, memberOf };
}

/** An offer's target that does not exist. */
export const TARGET_REFUSALS = {
  dealership: 'Concessionária não encontrada.',
  store: 'Loja de parceiro não encontrada.',
} as const;

/** The offer form's 400s beyond its fields' rules (declared by the create and update routes). */
export const OFFER_REFUSALS = [
  ...Object.values(OFFER_FORM_MESSAGES),
  ...Object.values(TARGET_REFUSALS),
  ...Object.values(LIMIT_MESSAGES),
  AUDIENCE_NOT_FOUND,
];

/**
 * Where the principal may place an offer (the capability table's offers.target.*, the same facts as
 * the offer form's location lock): anywhere that exists with offers.target.any; otherwise only its
 * own dealership (offers.target.dealership) or its own partner's stores (offers.target.partner-store).
 * Anything else is a 403.
 */
export async function authorizeTarget(
  repo: OffersRepository,
  principal: Principal,
  target: Pick<OfferFormValues, 'dealershipId' | 'partnerLocationId'>,
): Promise<void> {
  const anywhere = principalCan(principal, 'offers.target.any');
  const scope = scopeOf(principal);
  if (target.dealershipId !== null) {
    if (!principalCan(principal, 'offers.target.dealership')) throw forbidden();
    if (!anywhere && !(scope.kind === 'dealership' && scope.dealershipId === target.dealershipId))
      throw forbidden();
    if (anywhere && !(await repo.dealershipExists(target.dealershipId)))
      throw new HttpError(400, { dealership: [TARGET_REFUSALS.dealership] });
  }
  if (target.partnerLocationId !== null) {
    if (!principalCan(principal, 'offers.target.partner-store')) throw forbidden();
    const owner = await repo.storePartner(target.partnerLocationId);
    if (!anywhere && !(scope.kind === 'partner' && owner === scope.partnerId)) throw forbidden();
    if (owner === null) throw new HttpError(400, { partner_location: [TARGET_REFUSALS.store] });
  }
}

/**
 * The offer form's audience (one the user may use: 400 otherwise) and budgets: after creation, only
 * ADMIN (offers.budget.raise) raises or removes a budget (docs/architecture.md §5, "Budgets").
 */
export async function authorizeLimits(
  request: FastifyRequest,
  principal: Principal,
  values: OfferLimitValues,
  current?: OfferRow,
): Promise<void> {
  await chosenAudience(request, values.audienceId, 'audience');
  if (current && !principalCan(principal, 'offers.budget.raise')) {
    const errors: Record<string, string[]> = {};
    const raised = (field: string, before: number | null, after: number | null) => {
      if (before !== null && (after === null || after > before)) errors[field] = [LIMIT_MESSAGES.raise];
    };
    raised('budget_redemptions', current.budgetRedemptions, values.budgetRedemptions);
    raised('budget_points', current.budgetPoints, values.budgetPoints);
    raised('budget_amount', current.budgetCents, values.budgetCents);
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  }
}
