import type { PromoteBody, RemoteReleaseOut } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showReleaseChange } from './get-releases';

export const promoteRelease = (remote: RemoteName, body: PromoteBody) =>
  getHttp().post(`ops/releases/${remote}/promote/`, { json: body }).json<RemoteReleaseOut>();

/** Makes a version live for every session (the canary's, usually); ends the canary. */
export function usePromoteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { remote: RemoteName; body: PromoteBody }) =>
      promoteRelease(variables.remote, variables.body),
    onSuccess: (changed) => showReleaseChange(queryClient, changed),
  });
}
