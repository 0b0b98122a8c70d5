import type { ApprovalList } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { getHttp, type StoredUser } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The count is read again now and then, so a request another ADMIN made shows up without a reload. */
const refreshEveryMs = 60_000;

/**
 * How many requests wait for an ADMIN's approval (GET approvals/?status=PENDING): the side menu's
 * badge on Configurações. Only asked for who may decide them; a failure shows no badge.
 */
export function usePendingApprovals(user: StoredUser | null): number {
  const allowed = can(user, 'approvals.decide');
  const query = useQuery({
    queryKey: ['approvals/', 'PENDING'],
    queryFn: () =>
      getHttp()
        .get('approvals/', { searchParams: { status: 'PENDING' } })
        .json<ApprovalList>(),
    enabled: allowed,
    retry: false,
    refetchInterval: refreshEveryMs,
  });
  return allowed ? (query.data?.count ?? 0) : 0;
}
