import { DISCOUNT_OFFER_TYPES } from '@fidelidade/contract/enums';
import { numberOf } from '@fidelidade/ui/number-input';
import { localToIso } from '../../../lib/local-date-time';
import type { OfferFormValues } from './offer-form-values';

type Scalar = string | number | boolean | null | undefined;

function filled(value: Scalar): value is string | number | boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Time restriction applies with the advanced block on, and always for TIME_LIMITED offers. */
export function isTimeRestricted(values: OfferFormValues): boolean {
  return values.offer_type === 'TIME_LIMITED' || (values.advanced && values.time_restricted);
}

/**
 * The multipart body of POST loyalty/admin/offers/ (docs/product.md §7). Optional fields go only when filled
 * (docs/product.md §5); only the chosen type's block and the chosen location kind are sent.
 */
export function buildOfferFormData(values: OfferFormValues): FormData {
  const data = new FormData();
  const put = (key: string, value: Scalar) => {
    if (filled(value)) data.append(key, typeof value === 'string' ? value.trim() : String(value));
  };
  put('title', values.title);
  put('description', values.description);
  put('offer_type', values.offer_type);
  put('points_cost', numberOf(values.points_cost));
  put('valid_from', localToIso(values.valid_from));
  put('valid_until', localToIso(values.valid_until));
  put('is_active', values.is_active);
  if (values.location_type === 'dealership') put('dealership', values.dealership);
  else put('partner_location', values.partner_location);

  if (values.offer_type === 'GASOLINE_SPECIAL') {
    put('gasoline_price', numberOf(values.gasoline_price));
    put('gasoline_type', values.gasoline_type);
    put('max_liters', numberOf(values.max_liters));
  }
  if (DISCOUNT_OFFER_TYPES.includes(values.offer_type))
    put('discount_percentage', numberOf(values.discount_percentage));
  if (values.offer_type === 'GIFT') put('gift_description', values.gift_description);

  const restricted = isTimeRestricted(values);
  put('time_restricted', restricted);
  if (restricted) {
    put('start_time', values.start_time);
    put('end_time', values.end_time);
    put('valid_days', [...(values.valid_days ?? [])].sort((a, b) => a - b).join(','));
  }
  // Blank means no limit: the field is then left out.
  put('max_redemptions', numberOf(values.max_redemptions));
  // 'Público e orçamento': blank (or the section closed) means none, and an edit that leaves a
  // field out clears it on the server — so an open section sends what it shows.
  if (values.limits) {
    put('audience', values.audience);
    put('budget_redemptions', numberOf(values.budget_redemptions));
    put('budget_points', numberOf(values.budget_points));
    put('budget_amount', numberOf(values.budget_amount));
    put('redemption_cost', numberOf(values.redemption_cost));
    const limit = numberOf(values.customer_limit);
    if (limit !== null) {
      put('customer_limit', limit);
      put('customer_limit_period', values.customer_limit_period);
    }
  }
  put('auto_notify', values.auto_notify);
  if (values.auto_notify) put('notification_message', values.notification_message);
  if (values.display_logo) data.append('display_logo', values.display_logo);
  if (values.item_image) data.append('item_image', values.item_image);
  return data;
}
