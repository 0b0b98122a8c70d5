import type { Notification } from '@fidelidade/contract';
import {
  ALL_CUSTOMERS_LABEL,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
} from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell } from '../../../domain/csv.ts';

/**
 * Ações → Histórico de notificações: the screen's columns (remotes/acoes notification-columns.tsx),
 * same titles; title and message whole (the screen cuts them at 60 and 100 characters).
 */
export const NOTIFICATIONS_CSV = {
  fileName: 'notificacoes',
  columns: [
    { header: 'Título', cell: (row) => row.title },
    { header: 'Mensagem', cell: (row) => row.message },
    { header: 'Prioridade', cell: (row) => NOTIFICATION_PRIORITY_LABELS[row.priority] },
    { header: 'Status', cell: (row) => NOTIFICATION_STATUS_LABELS[row.status] },
    { header: 'Agendada para', cell: (row) => dateCell(row.scheduled_for) },
    { header: 'Enviada em', cell: (row) => dateCell(row.sent_at) },
    { header: 'Criada em', cell: (row) => dateCell(row.created_at) },
    { header: 'Público', cell: (row) => row.audience_name ?? ALL_CUSTOMERS_LABEL },
    { header: 'Destinatários', cell: (row) => row.total_recipients },
  ] satisfies CsvColumn<Notification>[],
};
