import type { Notification } from '@fidelidade/contract';
import {
  ALL_CUSTOMERS_LABEL,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
} from '@fidelidade/contract/enums';
import type { OrderingField } from '@fidelidade/contract/ordering';
import { formatDateTime, formatNumber, truncate } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { SortableColumnProps } from '@fidelidade/ui/use-url-sort';
import { Button, Tag, Typography } from 'antd';
import type { notificationsPath } from '../api/get-notifications';
import { priorityColors, statusColors } from '../lib/notification-labels';

/** Makes a column sortable by the API on one of the list's ordering fields (useUrlSort). */
export type SortableNotificationColumn = (
  field: OrderingField<typeof notificationsPath>,
) => SortableColumnProps;

/** docs/product.md §2.8 / §9: title cut at 60 characters, message at 100. */
export const titleLimit = 60;
export const messageLimit = 100;

/** A date the notification does not have (not scheduled, not sent yet) reads '—' like every empty cell. */
const dateOrDash = (value: string | null) => formatDateTime(value) || '—';

/**
 * The history's columns; every one but the message, sender and count sorts through the API (the sort
 * holds across pages). 'Ver' stays in view on the right, however wide the table.
 */
export const notificationColumns = (
  sortable: SortableNotificationColumn,
  onView: (notification: Notification) => void,
): TypedColumns<Notification> => [
  {
    title: 'Título',
    dataIndex: 'title',
    key: 'title',
    ...sortable('title'),
    render: (title: string) => <Typography.Text strong>{truncate(title, titleLimit)}</Typography.Text>,
  },
  {
    title: 'Mensagem',
    dataIndex: 'message',
    key: 'message',
    render: (message: string) => truncate(message, messageLimit),
  },
  {
    title: 'Prioridade',
    dataIndex: 'priority',
    key: 'priority',
    ...sortable('priority'),
    render: (priority: Notification['priority']) => (
      <Tag color={priorityColors[priority]}>{NOTIFICATION_PRIORITY_LABELS[priority] ?? priority}</Tag>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    ...sortable('status'),
    render: (status: Notification['status']) => (
      <Tag color={statusColors[status]}>{NOTIFICATION_STATUS_LABELS[status] ?? status}</Tag>
    ),
  },
  {
    title: 'Agendada para',
    dataIndex: 'scheduled_for',
    key: 'scheduled_for',
    ...sortable('scheduled_for'),
    render: dateOrDash,
  },
  { title: 'Enviada em', dataIndex: 'sent_at', key: 'sent_at', ...sortable('sent_at'), render: dateOrDash },
  {
    title: 'Criada em',
    dataIndex: 'created_at',
    key: 'created_at',
    ...sortable('created_at'),
    render: dateOrDash,
  },
  {
    title: 'Enviada por',
    dataIndex: 'created_by',
    key: 'created_by',
    render: (name: string | null) => name || '—',
  },
  {
    title: 'Público',
    dataIndex: 'audience_name',
    key: 'audience_name',
    render: (name: string | null) => name ?? ALL_CUSTOMERS_LABEL,
  },
  {
    title: 'Destinatários',
    dataIndex: 'total_recipients',
    key: 'total_recipients',
    align: 'right',
    render: (count: number) => formatNumber(count),
  },
  {
    title: 'Ações',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, notification: Notification) => (
      <Button
        size="small"
        onClick={() => onView(notification)}
        aria-label={`Ver notificação ${notification.title}`}
      >
        Ver
      </Button>
    ),
  },
];
