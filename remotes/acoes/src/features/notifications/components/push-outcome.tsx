import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Alert } from 'antd';
import type { PushOutcome } from '../hooks/use-push-form';
import { pushMessages } from '../lib/notification-labels';

/** What happened to the last send: sent now, scheduled for a date, or the server's error. */
export function PushOutcomeAlert(props: { outcome: PushOutcome }) {
  const { outcome } = props;
  if (!outcome) return null;
  if (outcome.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={pushMessages.failed}
        description={outcome.detail}
        style={{ marginBottom: 16 }}
      />
    );
  }
  const { result } = outcome;
  const title = result.is_scheduled
    ? `Notificação agendada para ${formatDateTime(result.notification?.scheduled_for)}`
    : result.notification?.status === 'SENDING'
      ? result.detail
      : 'Notificação enviada com sucesso!';
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={title}
      description={`Destinatários: ${formatNumber(result.total_recipients)}`}
      style={{ marginBottom: 16 }}
    />
  );
}
