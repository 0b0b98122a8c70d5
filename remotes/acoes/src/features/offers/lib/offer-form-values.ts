import type { OfferForm } from '@fidelidade/contract';
import type { GasolineType, LimitPeriod, OfferLocationType, OfferType } from '@fidelidade/contract/enums';
import type { NumberFieldValue } from '@fidelidade/ui/number-input';

/**
 * The offer form's values as antd Form holds them (dates as datetime-local strings; numbers as the
 * number fields hold them: a number, null, or text not yet readable).
 */
export interface OfferFormValues {
  location_type: OfferLocationType;
  partner_location?: number;
  dealership?: number;
  title?: string;
  description?: string;
  offer_type: OfferType;
  points_cost?: NumberFieldValue;
  valid_from?: string;
  valid_until?: string;
  is_active: boolean;
  display_logo?: File | null;
  item_image?: File | null;
  gasoline_price?: NumberFieldValue;
  gasoline_type?: GasolineType;
  max_liters?: NumberFieldValue;
  discount_percentage?: NumberFieldValue;
  gift_description?: string;
  auto_notify: boolean;
  notification_message?: string;
  advanced: boolean;
  max_redemptions?: NumberFieldValue;
  time_restricted: boolean;
  start_time?: string;
  end_time?: string;
  valid_days?: number[];
  limits: boolean;
  audience?: number | null;
  budget_redemptions?: NumberFieldValue;
  budget_points?: NumberFieldValue;
  budget_amount?: NumberFieldValue;
  redemption_cost?: NumberFieldValue;
  customer_limit?: NumberFieldValue;
  customer_limit_period?: LimitPeriod | null;
}

/** The form's own switches (show the optional fields); never sent. */
type UiOnlyField = 'advanced' | 'limits';

/**
 * Compile-time guard: every other field is a field of the contract's offer form, so renaming or
 * removing a field there breaks this file (antd's values are typed by the UI, not by the wire).
 */
export type OfferFormFieldsCheck = [Exclude<keyof OfferFormValues, keyof OfferForm | UiOnlyField>] extends [
  never,
]
  ? true
  : never;
const offerFormFieldsCheck: OfferFormFieldsCheck = true;
void offerFormFieldsCheck;

export const offerDefaults: OfferFormValues = {
  location_type: 'partner',
  offer_type: 'CUPOM_DESCONTO',
  is_active: true,
  auto_notify: true,
  advanced: false,
  max_redemptions: 1,
  time_restricted: false,
  valid_days: [],
  limits: false,
};
