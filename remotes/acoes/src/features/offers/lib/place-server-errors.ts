import type { FieldErrors } from '@fidelidade/contract';
import type { OfferLocationType } from '@fidelidade/contract/enums';
import { type OfferFormValues, offerDefaults } from './offer-form-values';

const formFields = new Set<string>([
  ...Object.keys(offerDefaults),
  'partner_location',
  'dealership',
  'title',
  'description',
  'points_cost',
  'valid_from',
  'valid_until',
  'display_logo',
  'item_image',
  'gasoline_price',
  'gasoline_type',
  'max_liters',
  'discount_percentage',
  'gift_description',
  'notification_message',
  'start_time',
  'end_time',
]);

export interface PlacedErrors {
  fields: { name: keyof OfferFormValues; errors: string[] }[];
  rest: string[];
}

/** Splits a 400 body into errors under form fields and the rest (shown in the banner). */
export function placeServerErrors(errors: FieldErrors, locationType: OfferLocationType): PlacedErrors {
  const placed: PlacedErrors = { fields: [], rest: [] };
  const locationField = locationType === 'dealership' ? 'dealership' : 'partner_location';
  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const name =
      key === 'location' || key === 'partner_location' || key === 'dealership' ? locationField : key;
    if (formFields.has(name)) placed.fields.push({ name: name as keyof OfferFormValues, errors: messages });
    else placed.rest.push(...messages);
  }
  return placed;
}
