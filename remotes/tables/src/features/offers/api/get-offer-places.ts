import type { AvailablePartners } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

const placesPath = 'loyalty/admin/offers/available-partners/';

/**
 * The stores (with their partners) and dealerships of the user's scope: the options of the offers
 * list's 'Local' filter, read when `wanted` (the filter was opened, or the URL already names a place)
 * so the list's first load stays one request. A failed read leaves the kinds of place only.
 */
export const useOfferPlaces = (wanted: boolean) =>
  useQuery({
    queryKey: [placesPath],
    queryFn: () => getHttp().get(placesPath).json<Partial<AvailablePartners>>(),
    staleTime: 5 * 60_000,
    enabled: wanted,
  });
