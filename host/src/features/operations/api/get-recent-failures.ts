import type { RemoteFailureSummary } from '@fidelidade/contract';
import type { RemoteName } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

const failuresPath = 'ops/remote-failures/';
const recentLimit = 20;
/** The same 24 hours as the hourly table beside it. */
const windowMinutes = 24 * 60;

export const getRecentFailures = (remote: RemoteName) =>
  getHttp()
    .get(failuresPath, { searchParams: { remote, limit: recentLimit, window_minutes: windowMinutes } })
    .json<RemoteFailureSummary>();

/** A remote's latest failure reports (GET ops/remote-failures/, operations.read). */
export const useRecentFailures = (remote: RemoteName) =>
  useQuery({ queryKey: [failuresPath, remote], queryFn: () => getRecentFailures(remote) });
