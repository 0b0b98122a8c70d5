import type { CanaryBody, RemoteReleaseOut } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showReleaseChange } from './get-releases';

export const startCanary = (remote: RemoteName, body: CanaryBody) =>
  getHttp().post(`ops/releases/${remote}/canary/`, { json: body }).json<RemoteReleaseOut>();

/** Shows a version to a share of the sessions beside the live one (replaces a running canary). */
export function useStartCanary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { remote: RemoteName; body: CanaryBody }) =>
      startCanary(variables.remote, variables.body),
    onSuccess: (changed) => showReleaseChange(queryClient, changed),
  });
}
