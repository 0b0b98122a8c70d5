import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The API may send the location as text or as a nested object. */
export type PlaceLocation = string | { address?: string; city?: string; state?: string } | null | undefined;

export interface AvailablePlace {
  id: number;
  name: string;
  location?: PlaceLocation;
}

export interface AvailablePartners {
  partner_locations: AvailablePlace[];
  dealerships: AvailablePlace[];
}

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
        // SPEC §8: a failed initial load of the form is only logged.
        console.error('Falha ao carregar parceiros e concessionárias', error);
        return empty;
      }
    },
    retry: false,
  });
  return { options: query.data ?? empty, isLoading: query.isPending };
}

/** 'Loja Centro — São Paulo/SP' for the selects. */
export function placeLabel(place: AvailablePlace): string {
  const { location } = place;
  if (!location) return place.name;
  if (typeof location === 'string') return `${place.name} — ${location}`;
  const where = [location.city, location.state].filter(Boolean).join('/');
  return where ? `${place.name} — ${where}` : place.name;
}
