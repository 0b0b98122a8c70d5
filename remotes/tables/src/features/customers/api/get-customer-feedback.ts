import type { Feedback } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';

/** GET communications/admin/feedback/list/?user={id}: what the customer sent (feedback.read only). */
export const useCustomerFeedback = (customerId: number) =>
  useTable<Feedback, Record<never, string>>({
    path: 'communications/admin/feedback/list/',
    params: { user: customerId },
  });
