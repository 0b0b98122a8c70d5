import type { ManagedUser } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersListPath } from './get-managed-users';

export type DeleteOutcome = 'removed' | 'anonymized';

/**
 * DELETE users/{id}/ answers 204 both when the user is removed and when a customer with history is
 * anonymised (docs/product.md §4). Reading the user afterwards tells the two apart: an anonymised
 * one is still there, marked `anonymized`.
 */
async function deleteUser(id: number): Promise<DeleteOutcome> {
  await getHttp().delete(`users/${id}/`);
  try {
    const after = await getHttp().get(`users/${id}/`).json<ManagedUser>();
    return after.anonymized ? 'anonymized' : 'removed';
  } catch {
    // 404 is the removed user; any other failure of this read does not undo the delete either.
    return 'removed';
  }
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [usersListPath] }),
  });
}
