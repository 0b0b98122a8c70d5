import type { FeedbackListQuery } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET communications/admin/feedback/list/ (search, status, type, ordering); `format=csv` exports it. */
export const feedbackListPath = 'communications/admin/feedback/list/' satisfies OrderedList;

/** docs/product.md §9: the feedback table shows 10 per page. */
export const feedbackPageSize = 10;

/** The list filters as the URL holds them: text, '' for none (the API checks status and type). */
export const feedbackFilters: Record<keyof Pick<FeedbackListQuery, 'search' | 'status' | 'type'>, string> = {
  search: '',
  status: '',
  type: '',
};
