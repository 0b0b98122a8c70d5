import type { Notification } from '@fidelidade/contract';
import {
  ALL_CUSTOMERS_LABEL,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
} from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Button, Descriptions, Drawer, Flex, Tag } from 'antd';
import { statusColors } from '../lib/notification-labels';

const orDash = (text: string | null | undefined) => (text ? text : '—');

interface NotificationDetailsDrawerProps {
  notification: Notification;
  /** Editing and cancelling are offered while it is scheduled, to whoever may send pushes. */
  canManage: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** A notification of the history, whole: text, sender, audience size, times and outcome. */
export function NotificationDetailsDrawer(props: NotificationDetailsDrawerProps) {
  const { notification: n } = props;
  const scheduled = n.status === 'SCHEDULED' && props.canManage;
  return (
    <Drawer open title="Notificação" onClose={props.onClose} destroyOnHidden size="large">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'title', label: 'Título', children: n.title },
          {
            key: 'message',
            label: 'Mensagem',
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{n.message}</span>,
          },
          { key: 'priority', label: 'Prioridade', children: NOTIFICATION_PRIORITY_LABELS[n.priority] },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={statusColors[n.status]}>{NOTIFICATION_STATUS_LABELS[n.status]}</Tag>,
          },
          { key: 'sender', label: 'Enviada por', children: orDash(n.created_by) },
          { key: 'audience', label: 'Público', children: n.audience_name ?? ALL_CUSTOMERS_LABEL },
          { key: 'recipients', label: 'Destinatários', children: formatNumber(n.total_recipients) },
          { key: 'delivered', label: 'Entregues', children: formatNumber(n.push_sent_success) },
          { key: 'scheduled', label: 'Agendada para', children: orDash(formatDateTime(n.scheduled_for)) },
          { key: 'expires', label: 'Expira em', children: orDash(formatDateTime(n.expires_at)) },
          { key: 'sent', label: 'Enviada em', children: orDash(formatDateTime(n.sent_at)) },
          { key: 'created', label: 'Criada em', children: formatDateTime(n.created_at) },
        ]}
      />
      {scheduled && (
        <Flex gap={8} wrap justify="end" style={{ marginTop: 16 }}>
          <Button danger onClick={props.onCancel}>
            Cancelar envio
          </Button>
          <Button type="primary" onClick={props.onEdit}>
            Editar
          </Button>
        </Flex>
      )}
    </Drawer>
  );
}
