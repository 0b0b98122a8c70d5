import type { ManagedUser, UserBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { userServerErrorMessage } from '@fidelidade/ui/user-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { usersListPath } from './get-managed-users';

/** PUT users/{id}/; rejects with an Error whose message is ready for the banner (docs/product.md §8). */
async function updateUser(id: number, payload: UserBody): Promise<ManagedUser> {
  try {
    return await getHttp().put(`users/${id}/`, { json: payload }).json<ManagedUser>();
  } catch (error) {
    throw new Error(userServerErrorMessage(error instanceof HTTPError ? error.data : undefined, 'edit'));
  }
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; payload: UserBody }) => updateUser(input.id, input.payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [usersListPath] }),
  });
}
