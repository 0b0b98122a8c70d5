import type { Feedback, FeedbackRespondBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackListPath } from './get-feedback-list';

export const respondFeedback = (id: number, body: FeedbackRespondBody) =>
  getHttp().post(`communications/admin/feedback/${id}/respond/`, { json: body }).json<Feedback>();

/** Sends the answer; on success every cached feedback page is refetched (status and response changed). */
export function useRespondFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; body: FeedbackRespondBody }) =>
      respondFeedback(variables.id, variables.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [feedbackListPath] }),
  });
}
