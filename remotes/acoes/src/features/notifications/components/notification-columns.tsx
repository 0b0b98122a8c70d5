import type { Notification } from '@fidelidade/contract';
import { NOTIFICATION_PRIORITY_LABELS, NOTIFICATION_STATUS_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime, truncate } from '@fidelidade/session';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { priorityColors, statusColors } from '../lib/notification-labels';

/** SPEC §2.8 / §9: title cut at 60 characters, message at 100. */
export const titleLimit = 60;
export const messageLimit = 100;

export const notificationColumns: TableColumnsType<Notification> = [
  {
    title: 'Título',
    dataIndex: 'title',
    key: 'title',
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
    render: (priority: Notification['priority']) => (
      <Tag color={priorityColors[priority]}>{NOTIFICATION_PRIORITY_LABELS[priority] ?? priority}</Tag>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: Notification['status']) => (
      <Tag color={statusColors[status]}>{NOTIFICATION_STATUS_LABELS[status] ?? status}</Tag>
    ),
  },
  { title: 'Agendada para', dataIndex: 'scheduled_for', key: 'scheduled_for', render: formatDateTime },
  { title: 'Enviada em', dataIndex: 'sent_at', key: 'sent_at', render: formatDateTime },
  { title: 'Criada em', dataIndex: 'created_at', key: 'created_at', render: formatDateTime },
];
