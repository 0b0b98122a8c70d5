import type { ReleasesOverview, RemoteReleaseOut } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { type QueryClient, useQuery } from '@tanstack/react-query';

export const releasesPath = 'ops/releases/';

/** The console follows a canary as it runs: the numbers refresh on their own. */
const refreshEveryMs = 15_000;

export const getReleases = () => getHttp().get(releasesPath).json<ReleasesOverview>();

/** Every remote's live version, canary, numbers and history (GET ops/releases/, operations.read). */
export const useReleases = () =>
  useQuery({ queryKey: [releasesPath], queryFn: getReleases, refetchInterval: refreshEveryMs });

/** After a write: show the remote's new state at once, then refetch everything (numbers included). */
export async function showReleaseChange(queryClient: QueryClient, changed: RemoteReleaseOut) {
  queryClient.setQueryData<ReleasesOverview>([releasesPath], (overview) =>
    overview
      ? {
          ...overview,
          remotes: overview.remotes.map((item) => (item.remote === changed.remote ? changed : item)),
        }
      : overview,
  );
  await queryClient.invalidateQueries({ queryKey: [releasesPath] });
}
