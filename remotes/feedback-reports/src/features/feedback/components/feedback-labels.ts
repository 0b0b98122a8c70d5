import type { Feedback } from '@fidelidade/contract';
import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackStatus,
} from '@fidelidade/contract/enums';

export const feedbackStatusColors: Record<FeedbackStatus, string> = {
  PENDING: 'gold',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
  CLOSED: 'default',
};

export const statusOptions = FEEDBACK_STATUSES.map((value) => ({
  value,
  label: FEEDBACK_STATUS_LABELS[value],
}));

export const typeOptions = FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }));

// Widened so a value outside the contract (an older or newer API) reads as "no label", not a type error.
const typeLabels: Partial<Record<string, string>> = FEEDBACK_TYPE_LABELS;
const statusLabels: Partial<Record<string, string>> = FEEDBACK_STATUS_LABELS;
const priorityLabels: Partial<Record<number, string>> = FEEDBACK_PRIORITY_LABELS;

/** The server's display label wins; unknown values are shown as they came. */
export function typeLabel(feedback: Pick<Feedback, 'feedback_type' | 'feedback_type_display'>): string {
  return feedback.feedback_type_display || typeLabels[feedback.feedback_type] || feedback.feedback_type;
}

export const statusLabel = (status: FeedbackStatus): string => statusLabels[status] ?? status;

export const priorityLabel = (priority: number): string => priorityLabels[priority] ?? String(priority);
