// Notification vocabularies (SPEC §4).
export type NotificationPriority = 'LOW' | 'MEDIUM' | 'HIGH' | 'URGENT';
export type NotificationStatus = 'DRAFT' | 'SCHEDULED' | 'SENT' | 'FAILED';

export const priorityLabels: Record<NotificationPriority, string> = {
  LOW: 'Baixa',
  MEDIUM: 'Média',
  HIGH: 'Alta',
  URGENT: 'Urgente',
};

export const priorityColors: Record<NotificationPriority, string> = {
  LOW: 'default',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

export const statusLabels: Record<NotificationStatus, string> = {
  DRAFT: 'Rascunho',
  SCHEDULED: 'Agendada',
  SENT: 'Enviada',
  FAILED: 'Falhou',
};

export const statusColors: Record<NotificationStatus, string> = {
  DRAFT: 'default',
  SCHEDULED: 'gold',
  SENT: 'green',
  FAILED: 'red',
};

export const priorityOptions = (Object.keys(priorityLabels) as NotificationPriority[]).map((value) => ({
  value,
  label: priorityLabels[value],
}));

export const statusOptions = (Object.keys(statusLabels) as NotificationStatus[]).map((value) => ({
  value,
  label: statusLabels[value],
}));

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
} as const;
