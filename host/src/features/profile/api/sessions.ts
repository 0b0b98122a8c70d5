import type { SessionList } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const sessionsPath = 'users/me/sessions/';

/** The user's active sessions, one per device (GET users/me/sessions/). */
export const useSessions = () =>
  useQuery({ queryKey: [sessionsPath], queryFn: () => getHttp().get(sessionsPath).json<SessionList>() });

/** 'Encerrar': ends one session (another device's). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => getHttp().delete(`${sessionsPath}${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [sessionsPath] }),
  });
}

/** 'Sair de todos os dispositivos': every session of the user ends, this one included. */
export const endAllSessions = () => getHttp().post(`${sessionsPath}end-all/`).json<{ detail: string }>();
