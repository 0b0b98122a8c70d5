import type { AvailablePartners, OfferTarget } from '@fidelidade/contract';
import type { OfferFormMode } from './offer-form-mode';

function withPlace(places: OfferTarget[], id: number | null, name: string | null): OfferTarget[] {
  if (id === null || places.some((place) => place.id === id)) return places;
  return [...places, { id, name: name ?? `#${id}`, location: null }];
}

/**
 * The places the selects offer, plus the loaded offer's own place when the list lacks it (a store no
 * longer offered, say), so the select shows its name rather than a bare id.
 */
export function withOfferPlace(options: AvailablePartners, mode: OfferFormMode): AvailablePartners {
  if (mode.kind === 'create') return options;
  const { offer } = mode;
  return {
    partner_locations: withPlace(
      options.partner_locations,
      offer.partner_location_id,
      offer.partner_location_name,
    ),
    dealerships: withPlace(options.dealerships, offer.dealership_id, offer.dealership_name),
  };
}
