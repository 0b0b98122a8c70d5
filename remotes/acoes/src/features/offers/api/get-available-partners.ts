import type { AvailablePartners, OfferTarget } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

const empty: AvailablePartners = { partner_locations: [], dealerships: [] };

/** GET loyalty/admin/offers/available-partners/ — already scoped by the server to the user's role. */
export async function getAvailablePartners(): Promise<AvailablePartners> {
  const body = await getHttp()
    .get('loyalty/admin/offers/available-partners/')
    .json<Partial<AvailablePartners>>();
  return {
    partner_locations: body.partner_locations ?? [],
    dealerships: body.dealerships ?? [],
  };
}

export function useAvailablePartners() {
  const query = useQuery({
    queryKey: ['offers', 'available-partners'],
    queryFn: async () => {
      try {
        return await getAvailablePartners();
      } catch (error) {
        // docs/product.md §8: a failed initial load of the form is only logged.
        console.error('Falha ao carregar parceiros e concessionárias', error);
        return empty;
      }
    },
    retry: false,
  });
  return { options: query.data ?? empty, isLoading: query.isPending };
}

/** 'Loja Centro — Rua A, 10 - São Paulo - SP' for the selects; the name alone without a location. */
export function placeLabel(place: OfferTarget): string {
  return place.location ? `${place.name} — ${place.location}` : place.name;
}
