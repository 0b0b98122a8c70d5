import type { ManagedUser, ToggleStatusBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersListPath } from './get-managed-users';

/** PATCH users/{id}/toggle-status/ {is_active}; deactivating ends that user's sessions at once. */
async function toggleUserStatus(id: number, body: ToggleStatusBody): Promise<ManagedUser> {
  return getHttp().patch(`users/${id}/toggle-status/`, { json: body }).json<ManagedUser>();
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; isActive: boolean }) =>
      toggleUserStatus(input.id, { is_active: input.isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [usersListPath] }),
  });
}
