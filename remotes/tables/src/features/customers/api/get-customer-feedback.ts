import type { Feedback } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

/** GET communications/admin/feedback/list/?user={id}: what the customer sent (feedback.read only). */
export const useCustomerFeedback = (customerId: number, page: number, onPageChange: (page: number) => void) =>
  usePagedList<Feedback>({
    path: 'communications/admin/feedback/list/',
    params: { user: customerId },
    page,
    onPageChange,
  });
