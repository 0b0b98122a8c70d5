import type { Profile, RecoveryCodes, TwoFactorSetup } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePath, syncStoredUser } from './profile';

const path = `${profilePath}two-factor/`;

/** A new secret to scan (nothing is on until confirmed). */
export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => getHttp().post(`${path}setup/`).json<TwoFactorSetup>() });

/** After turning it on or off: the profile and the stored user read it again. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async () => {
    const profile = await queryClient.fetchQuery({
      queryKey: [profilePath],
      queryFn: () => getHttp().get(profilePath).json<Profile>(),
      staleTime: 0,
    });
    syncStoredUser(profile);
  };
}

/** On, with a code of the app: answers the ten recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (code: string) => getHttp().post(`${path}confirm/`, { json: { code } }).json<RecoveryCodes>(),
    onSuccess: () => refresh(),
  });
}

/** Off, asking the password (refused when the role requires it). */
export function useDisableTwoFactor() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (password: string) => getHttp().post(`${path}disable/`, { json: { password } }).json(),
    onSuccess: () => refresh(),
  });
}
