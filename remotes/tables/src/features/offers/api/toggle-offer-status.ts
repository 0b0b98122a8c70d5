import type { Offer, OfferToggleBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersListPath } from './get-offers-list';

/** PATCH loyalty/admin/offers/{id}/toggle-status/ {is_active}: the state the offer ends in. */
export const toggleOfferStatus = (id: number, body: OfferToggleBody) =>
  getHttp().patch(`loyalty/admin/offers/${id}/toggle-status/`, { json: body }).json<Offer>();

/** On success every cached page of the list is refetched, so the Status column follows. */
export function useToggleOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; isActive: boolean }) =>
      toggleOfferStatus(variables.id, { is_active: variables.isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [offersListPath] }),
  });
}
