import type { ApprovalList, ApprovalSettings, ApprovalStatus, Detail } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const approvalsPath = 'approvals/';
export const approvalSettingsPath = 'approvals/settings/';

/** GET approvals/?status=: the count (the tab's badge) and the newest requests (ADMIN). */
export const useApprovals = (status: ApprovalStatus) =>
  useQuery({
    queryKey: [approvalsPath, status],
    queryFn: () => getHttp().get(approvalsPath, { searchParams: { status } }).json<ApprovalList>(),
  });

/** GET approvals/settings/: the threshold of manual adjustments (null: none waits). */
export const useApprovalSettings = () =>
  useQuery({
    queryKey: [approvalSettingsPath],
    queryFn: () => getHttp().get(approvalSettingsPath).json<ApprovalSettings>(),
  });

/** PUT approvals/settings/ (audited); the answer is what is now stored. */
export function useSaveApprovalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalSettings) =>
      getHttp().put(approvalSettingsPath, { json: body }).json<ApprovalSettings>(),
    onSuccess: (saved) => client.setQueryData([approvalSettingsPath], saved),
  });
}

export interface DecisionInput {
  id: number;
  action: 'approve' | 'reject';
  comment: string;
}

/** POST approvals/{id}/approve|reject/: the API's words say what happened. */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, comment }: DecisionInput) =>
      getHttp()
        .post(`${approvalsPath}${id}/${action}/`, { json: comment ? { comment } : {} })
        .json<Detail>(),
    onSettled: () => client.invalidateQueries({ queryKey: [approvalsPath] }),
  });
}
