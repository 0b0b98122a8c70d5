import type { Offer } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';

/** The offer does not exist or is outside the user's scope (the API answers 404 for both). */
export class OfferNotFoundError extends Error {}

export const offerDetailKey = (id: number) => ['offers', 'detail', id] as const;

/** GET loyalty/admin/offers/{id}/ — scoped by the server to the user's role. */
export async function getOffer(id: number): Promise<Offer> {
  try {
    return await getHttp().get(`loyalty/admin/offers/${id}/`).json<Offer>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) throw new OfferNotFoundError();
    throw error;
  }
}

/**
 * The offer to fill the form with (`null`: none). Read fresh each time the form opens and never
 * refetched while it is open, so a background refresh cannot overwrite what the user is typing.
 */
export function useOfferDetail(id: number | null) {
  return useQuery({
    queryKey: offerDetailKey(id ?? 0),
    queryFn: () => getOffer(id ?? 0),
    enabled: id !== null,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
