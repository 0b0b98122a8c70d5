import type { Feedback } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';
import { useState } from 'react';
import { feedbackFilters, feedbackListPath, feedbackPageSize } from '../api/get-feedback-list';

/**
 * Everything the feedback screen needs: the list (filters, column sort and page in the URL, the
 * CSV export of the same filters and sort) and the row being answered.
 */
export function useFeedbackTable() {
  const table = useTable<Feedback, typeof feedbackFilters>({
    list: feedbackListPath,
    filters: feedbackFilters,
    search: 'search',
    pageSize: feedbackPageSize,
  });
  const [answering, setAnswering] = useState<Feedback | null>(null);
  return {
    table,
    onRespond: setAnswering,
    panelProps: { feedback: answering, onClose: () => setAnswering(null) },
  };
}
