import type { RemoteReleaseOut } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showReleaseChange } from './get-releases';

export const stopCanary = (remote: RemoteName) =>
  getHttp().delete(`ops/releases/${remote}/canary/`).json<RemoteReleaseOut>();

/** Ends the canary: every session goes back to the live version. */
export function useStopCanary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remote: RemoteName) => stopCanary(remote),
    onSuccess: (changed) => showReleaseChange(queryClient, changed),
  });
}
