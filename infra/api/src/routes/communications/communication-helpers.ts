import {
  type CustomerNotification,
  FEEDBACK_TYPE_LABELS,
  type Feedback,
  type Notification,
} from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, notAuthenticated } from '../../domain/http-error.ts';
import { listCpf } from '../../domain/list-cpf.ts';
import { principalCan, scopeOf } from '../../domain/principal.ts';
import { answers } from '../../plugins/operation-contract.ts';
import type { FeedbackRow } from '../../repositories/feedbacks.ts';
import type { AdminNotificationRow, CustomerNotificationRow } from '../../repositories/notifications.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A feedback as the screen lists it: the customer's CPF masked unless searched for (domain/list-cpf.ts). */
export function feedbackItem(
  row: FeedbackRow,
  shownCpf: (cpf: string) => string = (cpf) => listCpf(cpf),
): Feedback {
  return {
    id: row.id,
    user: row.userId,
    user_name: row.userName,
    user_cpf: shownCpf(row.userCpf),
    subject: row.subject,
    message: row.message,
    feedback_type: row.feedbackType,
    feedback_type_display: FEEDBACK_TYPE_LABELS[row.feedbackType],
    priority: row.priority,
    status: row.status,
    admin_response: row.adminResponse,
    responded_at: iso(row.respondedAt),
    responded_by_name: row.respondedByName,
    created_at: row.createdAt.toISOString(),
  };
}

export function notificationItem(row: AdminNotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    priority: row.priority,
    status: row.status,
    scheduled_for: iso(row.scheduledFor),
    expires_at: iso(row.expiresAt),
    sent_at: iso(row.sentAt),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
    dealership_id: row.dealershipId,
    push_sent_success: row.pushSentSuccess,
    total_recipients: row.totalRecipients,
    audience_id: row.audienceId,
    audience_name: row.audienceName,
    campaign_id: row.campaignId,
  };
}

export function customerNotificationItem(row: CustomerNotificationRow): CustomerNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    priority: row.priority,
    sent_at: iso(row.sentAt),
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Whose notifications a back-office user sends and sees, from the token's user only:
 * null = all customers (ADMIN), a dealership id (staff DEALERSHIP); anyone else → 403.
 */
export function notificationScope(request: FastifyRequest): number | null {
  const user = request.principal;
  if (!user) throw notAuthenticated();
  if (principalCan(user, 'notifications.audience.all')) return null;
  const scope = scopeOf(user);
  // A DEALERSHIP user without its dealership has no audience (its scope id is the -1 placeholder).
  if (scope.kind === 'dealership' && user.dealershipId !== null) return user.dealershipId;
  throw forbidden();
}

/** onRequest form of notificationScope (refuses before the body is looked at). */
export const requireNotificationSender = answers(
  async (request: FastifyRequest): Promise<void> => {
    notificationScope(request);
  },
  401,
  403,
);

export function principalId(request: FastifyRequest): number {
  if (!request.principal) throw notAuthenticated();
  return request.principal.id;
}
