import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
} from '../../db/schema/index.ts';
import { forbidden, notAuthenticated } from '../../lib/http-error.ts';
import { isAdmin } from '../../lib/principal.ts';
import type { FeedbackRow } from '../../repositories/feedbacks.ts';
import type { AdminNotificationRow, CustomerNotificationRow } from '../../repositories/notifications.ts';
import { Nullable } from '../common/schemas.ts';

/** A filter value: one of `values`, or '' meaning no filter (selects send empty strings). */
export const FilterOf = <V extends string[]>(values: readonly [...V]) =>
  Type.Optional(Type.Enum([...values, ''] as [...V, '']));

export const FeedbackTypeSchema = Type.Enum(FEEDBACK_TYPES);
export const FeedbackStatusSchema = Type.Enum(FEEDBACK_STATUSES);
export const NotificationPrioritySchema = Type.Enum(NOTIFICATION_PRIORITIES);
export const NotificationStatusSchema = Type.Enum(NOTIFICATION_STATUSES);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const FEEDBACK_TYPE_LABELS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  SUGGESTION: 'Sugestão',
  COMPLAINT: 'Reclamação',
  PRAISE: 'Elogio',
  BUG_REPORT: 'Relato de Erro',
  GENERAL: 'Geral',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  user: Type.Integer(),
  user_name: Type.String(),
  user_cpf: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  feedback_type: FeedbackTypeSchema,
  feedback_type_display: Type.String(),
  priority: Type.Integer(),
  status: FeedbackStatusSchema,
  admin_response: Nullable(Type.String()),
  responded_at: Nullable(Type.String({ format: 'date-time' })),
  responded_by_name: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});

export function feedbackItem(row: FeedbackRow) {
  return {
    id: row.id,
    user: row.userId,
    user_name: row.userName,
    user_cpf: row.userCpf,
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

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  priority: NotificationPrioritySchema,
  status: NotificationStatusSchema,
  scheduled_for: Nullable(Type.String({ format: 'date-time' })),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Nullable(Type.String()),
  dealership_id: Nullable(Type.Integer()),
  push_sent_success: Type.Integer(),
  total_recipients: Type.Integer(),
});

export function notificationItem(row: AdminNotificationRow) {
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
  };
}

export const CustomerNotificationItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  priority: NotificationPrioritySchema,
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});

export function customerNotificationItem(row: CustomerNotificationRow) {
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

/** preHandler: ADMIN/superuser only (feedback is ADMIN-only, DESIGN §6). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.principal) throw notAuthenticated();
  if (!isAdmin(request.principal)) throw forbidden();
}

/**
 * Whose notifications a back-office user sends and sees, from the token's user only:
 * null = all customers (ADMIN), a dealership id (staff DEALERSHIP); PARCEIRO → 403.
 */
export function notificationScope(request: FastifyRequest): number | null {
  const user = request.principal;
  if (!user) throw notAuthenticated();
  if (isAdmin(user)) return null;
  if (user.userType === 'DEALERSHIP' && user.dealershipId !== null) return user.dealershipId;
  throw forbidden();
}

/** preHandler form of notificationScope (rejects PARCEIRO before the body is looked at). */
export async function requireNotificationSender(request: FastifyRequest): Promise<void> {
  notificationScope(request);
}

export function principalId(request: FastifyRequest): number {
  if (!request.principal) throw notAuthenticated();
  return request.principal.id;
}
