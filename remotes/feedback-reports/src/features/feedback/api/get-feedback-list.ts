import type { Feedback, FeedbackListQuery } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const feedbackListPath = 'communications/admin/feedback/list/';

/** docs/product.md §9: the feedback table shows 10 per page. */
export const feedbackPageSize = 10;

/** The list filters as the URL holds them: text, '' for none (the API checks status and type). */
export type FeedbackListParams = Record<keyof Pick<FeedbackListQuery, 'search' | 'status' | 'type'>, string>;

/** What the list request and its CSV export send: the filters and the column sort (`ordering`). */
export const feedbackQueryParams = (params: FeedbackListParams, ordering: string | undefined) => ({
  search: params.search,
  status: params.status,
  type: params.type,
  ordering,
});

export const useFeedbackList = (
  params: FeedbackListParams,
  ordering: string | undefined,
  page: number,
  onPageChange: (page: number) => void,
) =>
  usePagedList<Feedback>({
    path: feedbackListPath,
    params: feedbackQueryParams(params, ordering),
    page,
    pageSize: feedbackPageSize,
    onPageChange,
  });
