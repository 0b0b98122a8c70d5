import type { ManagedUser, TwoFactorPolicy } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersListPath } from './get-managed-users';

const policyPath = 'users/two-factor-policy/';

/** The roles whose users must sign in with a second factor (GET users/two-factor-policy/). */
export const useTwoFactorPolicy = () =>
  useQuery({ queryKey: [policyPath], queryFn: () => getHttp().get(policyPath).json<TwoFactorPolicy>() });

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorPolicy) => getHttp().put(policyPath, { json: body }).json<TwoFactorPolicy>(),
    onSuccess: (policy) => queryClient.setQueryData([policyPath], policy),
  });
}

/** POST users/{id}/two-factor/reset/: the user's second factor off and their sessions ended (audited). */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => getHttp().post(`users/${id}/two-factor/reset/`).json<ManagedUser>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [usersListPath] }),
  });
}
