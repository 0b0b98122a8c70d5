import type { AvailablePartners, OfferTarget } from '@fidelidade/contract';
import { useSelectLists } from '@fidelidade/ui/user-form';

const empty: AvailablePartners = { partner_locations: [], dealerships: [] };

/** GET loyalty/admin/offers/available-partners/ — already scoped by the server to the user's role. */
export const useAvailablePartners = () =>
  useSelectLists({
    path: 'loyalty/admin/offers/available-partners/',
    queryKey: ['offers', 'available-partners'],
    empty,
    failureLog: 'Falha ao carregar parceiros e concessionárias',
  });

/** 'Loja Centro — Rua A, 10 - São Paulo - SP' for the selects; the name alone without a location. */
export function placeLabel(place: OfferTarget): string {
  return place.location ? `${place.name} — ${place.location}` : place.name;
}
