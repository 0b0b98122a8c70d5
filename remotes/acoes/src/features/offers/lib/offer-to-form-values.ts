import type { Offer } from '@fidelidade/contract';
import { GASOLINE_TYPES, type GasolineType, WEEKDAYS } from '@fidelidade/contract/enums';
import { isoToLocal } from '../../../lib/local-date-time';
import { offerDuplicateMessages } from './offer-form-mode';
import type { OfferFormValues } from './offer-form-values';

const titleMaxLength = 200;

/** Decimals travel as text ('5.49'); the number inputs hold numbers. */
function toNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toGasolineType(value: string | null): GasolineType | undefined {
  return GASOLINE_TYPES.find((type) => type === value);
}

/** '1,3,5' → [1, 3, 5]; anything outside Monday (1) … Sunday (7) is dropped. */
function toWeekdays(value: string | null): number[] {
  if (!value) return [];
  const days = value.split(',').map((day) => Number(day.trim()));
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM' (what a time input holds). */
const toTime = (value: string | null) => (value ? value.slice(0, 5) : undefined);

/**
 * An offer as the form holds it, so editing shows every saved field. The advanced block opens when
 * it holds something other than its defaults (a limit other than 1 or a time restriction). Images are
 * not form values: the form shows the current ones and keeps them unless new files are picked.
 */
export function offerToFormValues(offer: Offer): OfferFormValues {
  return {
    location_type: offer.location_type,
    partner_location: offer.partner_location_id ?? undefined,
    dealership: offer.dealership_id ?? undefined,
    title: offer.title,
    description: offer.description ?? undefined,
    offer_type: offer.offer_type,
    points_cost: offer.points_cost,
    valid_from: isoToLocal(offer.valid_from),
    valid_until: isoToLocal(offer.valid_until),
    is_active: offer.is_active,
    display_logo: null,
    item_image: null,
    gasoline_price: toNumber(offer.gasoline_price),
    gasoline_type: toGasolineType(offer.gasoline_type),
    max_liters: offer.max_liters,
    discount_percentage: toNumber(offer.discount_percentage),
    gift_description: offer.gift_description ?? undefined,
    auto_notify: offer.auto_notify,
    notification_message: offer.notification_message ?? undefined,
    advanced: offer.time_restricted || offer.max_redemptions !== 1,
    max_redemptions: offer.max_redemptions,
    time_restricted: offer.time_restricted,
    start_time: toTime(offer.start_time),
    end_time: toTime(offer.end_time),
    valid_days: toWeekdays(offer.valid_days),
    // Opened when the offer has any of them, so an edit shows (and keeps) them.
    limits:
      offer.audience_id !== null ||
      offer.budget_redemptions !== null ||
      offer.budget_points !== null ||
      offer.budget_amount !== null ||
      offer.redemption_cost !== null ||
      offer.customer_limit !== null,
    audience: offer.audience_id,
    budget_redemptions: offer.budget_redemptions,
    budget_points: offer.budget_points,
    budget_amount: toNumber(offer.budget_amount),
    redemption_cost: toNumber(offer.redemption_cost),
    customer_limit: offer.customer_limit,
    customer_limit_period: offer.customer_limit_period,
  };
}

/** The title of a copy: ' (cópia)' appended, cut so the whole still fits the 200-character limit. */
export function copyTitle(title: string): string {
  const suffix = offerDuplicateMessages.copySuffix;
  return `${title.slice(0, titleMaxLength - suffix.length)}${suffix}`;
}

/** The creation form filled from another offer. */
export function duplicateFormValues(offer: Offer): OfferFormValues {
  return { ...offerToFormValues(offer), title: copyTitle(offer.title) };
}
