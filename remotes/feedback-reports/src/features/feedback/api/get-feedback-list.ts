import { usePagedList } from '@fidelidade/ui/src/use-paged-list';

export type FeedbackStatus = 'PENDING' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
export type FeedbackType = 'SUGGESTION' | 'COMPLAINT' | 'PRAISE' | 'BUG_REPORT' | 'GENERAL';

/** A customer's feedback as the admin list returns it (SPEC §3). */
export interface Feedback {
  id: number;
  user: number;
  user_name: string;
  user_cpf: string;
  subject: string;
  message: string;
  feedback_type: FeedbackType;
  feedback_type_display?: string | null;
  priority: number;
  status: FeedbackStatus;
  admin_response: string | null;
  created_at: string;
}

export const feedbackListPath = 'communications/admin/feedback/list/';

/** SPEC §9: the feedback table shows 10 per page. */
export const feedbackPageSize = 10;

export interface FeedbackListParams {
  search: string;
  status: string;
  type: string;
}

export const useFeedbackList = (
  params: FeedbackListParams,
  page: number,
  onPageChange: (page: number) => void,
) =>
  usePagedList<Feedback>({
    path: feedbackListPath,
    params: { search: params.search, status: params.status, type: params.type },
    page,
    pageSize: feedbackPageSize,
    onPageChange,
  });
