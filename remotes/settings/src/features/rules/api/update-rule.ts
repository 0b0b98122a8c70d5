import type {
  PendingChange,
  PointsRule,
  PointsRuleUpdateBody,
  PointsRuleVersion,
} from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rulesListPath } from './get-points-rules';

const versionsKey = (ruleId: number) => ['loyalty/admin/rules/', ruleId, 'versions'] as const;

/**
 * PUT loyalty/admin/rules/{id}/ (ADMIN): a new version of the rule from `effective_from` on (now
 * when left out); the answer is the rule as in force now, or (202) the request that waits for
 * another ADMIN's approval when the programme asks for one. The list and the rule's history reload.
 */
export function useUpdateRule(ruleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRuleUpdateBody) =>
      getHttp().put(`loyalty/admin/rules/${ruleId}/`, { json: body }).json<PointsRule | PendingChange>(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [rulesListPath] }),
        client.invalidateQueries({ queryKey: versionsKey(ruleId) }),
      ]),
  });
}

/** GET loyalty/admin/rules/{id}/versions/: the rule's versions, newest first (any back-office user). */
export const useRuleVersions = (ruleId: number) =>
  useQuery({
    queryKey: versionsKey(ruleId),
    queryFn: () => getHttp().get(`loyalty/admin/rules/${ruleId}/versions/`).json<PointsRuleVersion[]>(),
  });
