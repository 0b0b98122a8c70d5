import { numberOf } from '@fidelidade/ui/number-input';
import { buildOfferFormData } from './build-offer-form-data';
import type { OfferFormMode } from './offer-form-mode';
import type { OfferFormValues } from './offer-form-values';

/**
 * The multipart body for the form's mode. Editing and duplicating send a blank limit explicitly: the
 * API reads an absent max_redemptions as 1 and a blank one as "no limit" (docs/product.md §7), so an
 * offer without a limit keeps none. Images absent from the body are kept by PUT.
 */
export function buildOfferSaveData(values: OfferFormValues, mode: OfferFormMode): FormData {
  const data = buildOfferFormData(values);
  const blankLimit = numberOf(values.max_redemptions) === null;
  if (mode.kind !== 'create' && blankLimit) data.append('max_redemptions', '');
  return data;
}
