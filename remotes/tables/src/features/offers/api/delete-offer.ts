import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersListPath } from './get-offers-list';

/** DELETE loyalty/admin/offers/{id}/ → 204; an offer with redemptions → 400 {detail}. */
export const deleteOffer = async (id: number): Promise<void> => {
  await getHttp().delete(`loyalty/admin/offers/${id}/`);
};

/** On success every cached page of the list is refetched (the row is gone, the count changed). */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [offersListPath] }),
  });
}
