import type { RemoteReleaseOut, RollbackBody } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showReleaseChange } from './get-releases';

export const rollbackRelease = (remote: RemoteName, body: RollbackBody) =>
  getHttp().post(`ops/releases/${remote}/rollback/`, { json: body }).json<RemoteReleaseOut>();

/** Puts a version that was live before back in front of every session (a running canary stays). */
export function useRollbackRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { remote: RemoteName; body: RollbackBody }) =>
      rollbackRelease(variables.remote, variables.body),
    onSuccess: (changed) => showReleaseChange(queryClient, changed),
  });
}
