import type { Feedback, FeedbackStatus, FeedbackType } from '../api/get-feedback-list';

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  PENDING: 'Pendente',
  IN_PROGRESS: 'Em Análise',
  RESOLVED: 'Resolvido',
  CLOSED: 'Fechado',
};

export const feedbackStatusColors: Record<FeedbackStatus, string> = {
  PENDING: 'gold',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
  CLOSED: 'default',
};

export const feedbackTypeLabels: Record<FeedbackType, string> = {
  SUGGESTION: 'Sugestão',
  COMPLAINT: 'Reclamação',
  PRAISE: 'Elogio',
  BUG_REPORT: 'Relato de Erro',
  GENERAL: 'Geral',
};

export const priorityLabels: Record<number, string> = { 1: 'Baixa', 2: 'Média', 3: 'Alta' };

export const statusOptions = (Object.keys(feedbackStatusLabels) as FeedbackStatus[]).map((value) => ({
  value,
  label: feedbackStatusLabels[value],
}));

export const typeOptions = (Object.keys(feedbackTypeLabels) as FeedbackType[]).map((value) => ({
  value,
  label: feedbackTypeLabels[value],
}));

/** The server's display label wins; unknown values are shown as they came. */
export function typeLabel(feedback: Pick<Feedback, 'feedback_type' | 'feedback_type_display'>): string {
  return (
    feedback.feedback_type_display || feedbackTypeLabels[feedback.feedback_type] || feedback.feedback_type
  );
}

export const statusLabel = (status: FeedbackStatus): string => feedbackStatusLabels[status] ?? status;

export const priorityLabel = (priority: number): string => priorityLabels[priority] ?? String(priority);
