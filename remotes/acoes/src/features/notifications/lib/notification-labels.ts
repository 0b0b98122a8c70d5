// Notification tag colours, select options and messages (docs/product.md §4, §5, §8); the
// vocabularies and their pt-BR labels come from the contract.
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  type NotificationPriority,
  type NotificationStatus,
} from '@fidelidade/contract/enums';

export const priorityColors: Record<NotificationPriority, string> = {
  LOW: 'default',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

export const statusColors: Record<NotificationStatus, string> = {
  DRAFT: 'default',
  SCHEDULED: 'gold',
  SENDING: 'processing',
  SENT: 'green',
  FAILED: 'red',
  CANCELLED: 'default',
};

export const priorityOptions = NOTIFICATION_PRIORITIES.map((value) => ({
  value,
  label: NOTIFICATION_PRIORITY_LABELS[value],
}));

export const statusOptions = NOTIFICATION_STATUSES.map((value) => ({
  value,
  label: NOTIFICATION_STATUS_LABELS[value],
}));

/** '1 cliente', '1.234 clientes': the count as formatNumber wrote it. */
const customers = (count: string) => (count === '1' ? '1 cliente' : `${count} clientes`);

export const pushMessages = {
  title: 'Título é obrigatório',
  message: 'Mensagem é obrigatória',
  scheduledFor: 'Data de agendamento é obrigatória',
  expiresAt: 'Data de expiração é obrigatória',
  failed: 'Erro ao Enviar Push Notification',
  adminWarning: 'ATENÇÃO: Este tipo de usuário notifica TODOS OS USUÁRIOS do sistema.',
  adminAdvice:
    'Recomendação: para notificar apenas os clientes de uma concessionária, envie a notificação com uma conta de concessionária.',
  historyError: 'Erro ao carregar histórico de notificações',
  historyEmpty: 'Nenhuma notificação encontrada',
  confirmTitle: 'Confirmar envio?',
  confirmScheduleTitle: 'Confirmar agendamento?',
  confirmCount: (count: string) => `Esta notificação será enviada para ${customers(count)}.`,
  confirmScheduledCount: (count: string) =>
    `Esta notificação será enviada para ${customers(count)} (contagem de agora; na hora do envio valem os clientes de então).`,
  confirmUncounted: 'Não foi possível contar os destinatários. Enviar mesmo assim?',
  confirmSend: 'Enviar',
  confirmSchedule: 'Agendar',
  back: 'Voltar',
  recipients: 'Destinatários',
  toAll: 'Todos os clientes',
  toAudience: 'Um público',
  audience: 'Público',
  audienceRequired: 'Escolha o público.',
  noAudiences: 'Nenhum público salvo. Crie um na aba Públicos.',
  audienceCount: (count: string) => `Esta notificação será enviada para ${customers(count)}.`,
  audienceUncounted: 'Não foi possível contar os clientes deste público agora.',
} as const;
