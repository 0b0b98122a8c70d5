import type { Feedback } from '@fidelidade/contract';
import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
} from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell } from '../../../domain/csv.ts';

/** 1 … 3 as stored; a value outside the contract is shown as it is. */
const priorityLabels: Partial<Record<number, string>> = FEEDBACK_PRIORITY_LABELS;

/**
 * Feedbacks: the screen's columns (remotes/feedback-reports feedback-table.tsx), same titles; the
 * message whole (the screen shows its first 50 characters).
 */
export const FEEDBACK_CSV = {
  fileName: 'feedbacks',
  columns: [
    { header: 'Usuário', cell: (row) => row.user_name },
    { header: 'Assunto', cell: (row) => row.subject },
    { header: 'Mensagem', cell: (row) => row.message },
    { header: 'Tipo', cell: (row) => FEEDBACK_TYPE_LABELS[row.feedback_type] },
    { header: 'Prioridade', cell: (row) => priorityLabels[row.priority] ?? row.priority },
    { header: 'Status', cell: (row) => FEEDBACK_STATUS_LABELS[row.status] },
    { header: 'Data', cell: (row) => dateCell(row.created_at) },
  ] satisfies CsvColumn<Feedback>[],
};
