import type { PasswordChangeBody, PasswordChangeResponse, Profile, ProfileBody } from '@fidelidade/contract';
import { getHttp, sessionStore } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const profilePath = 'users/me/';

/** Meu Perfil's account (GET users/me/). */
export const useProfile = () =>
  useQuery({ queryKey: [profilePath], queryFn: () => getHttp().get(profilePath).json<Profile>() });

/** The stored user follows what Meu Perfil changed (the top bar's name, the pending actions). */
export function syncStoredUser(profile: Profile) {
  const { user } = sessionStore.getState();
  if (!user) return;
  sessionStore.getState().setUser({
    ...user,
    full_name: profile.full_name,
    email: profile.email,
    password_change_required: profile.password_change_required,
    two_factor_enabled: profile.two_factor_enabled,
    two_factor_setup_required: profile.two_factor_required && !profile.two_factor_enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => getHttp().patch(profilePath, { json: body }).json<Profile>(),
    onSuccess: (profile) => {
      queryClient.setQueryData([profilePath], profile);
      syncStoredUser(profile);
    },
  });
}

/**
 * A new password ends every session; the answer is this device's new one, kept here so the page
 * stays signed in while the other devices are out.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      getHttp().post(`${profilePath}password/`, { json: body }).json<PasswordChangeResponse>(),
    onSuccess: async (answer) => {
      sessionStore.getState().setToken(answer.access, answer.refresh);
      await queryClient.invalidateQueries();
      const profile = await queryClient.fetchQuery({
        queryKey: [profilePath],
        queryFn: () => getHttp().get(profilePath).json<Profile>(),
      });
      syncStoredUser(profile);
    },
  });
}
