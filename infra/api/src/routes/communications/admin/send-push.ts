import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, PUSH_DATE_MESSAGE, SendPushBody, SendPushResponse } from '@fidelidade/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { type AuditRouteConfig, responseId } from '../../../plugins/audit.ts';
import { schedule, sendNow } from '../../../services/notification-dispatch.ts';
import {
  notificationItem,
  notificationScope,
  principalId,
  requireNotificationSender,
} from '../communication-helpers.ts';

/** The refusals of the dates' order, which no schema can state. */
const DATE_REFUSALS = {
  scheduledPast: 'A data de agendamento deve estar no futuro.',
  expiresBeforeSchedule: 'A data de expiração deve ser posterior à data de agendamento.',
  expiresPast: 'A data de expiração deve estar no futuro.',
} as const;

/**
 * An ISO 8601 date-time (the contract's SendPushBody has checked its form; a day V8 cannot read,
 * such as hour 24, is still refused); without an offset it is Brasília time (UTC−3, no DST since 2019).
 */
function parseDateTime(value: string | null | undefined): Date | null | 'invalid' {
  const text = value?.trim();
  if (!text) return null;
  const hasOffset = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(text.slice(10));
  const date = new Date(hasOffset ? text : `${text.replace(' ', 'T')}-03:00`);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function validate(body: SendPushBody, now: Date) {
  const errors: Record<string, string[]> = {};
  const scheduledFor = parseDateTime(body.scheduled_for);
  const expiresAt = parseDateTime(body.expires_at);
  if (scheduledFor === 'invalid') errors.scheduled_for = [PUSH_DATE_MESSAGE];
  else if (scheduledFor && scheduledFor <= now) errors.scheduled_for = [DATE_REFUSALS.scheduledPast];
  if (expiresAt === 'invalid') errors.expires_at = [PUSH_DATE_MESSAGE];
  else if (expiresAt && scheduledFor instanceof Date && expiresAt <= scheduledFor)
    errors.expires_at = [DATE_REFUSALS.expiresBeforeSchedule];
  else if (expiresAt && expiresAt <= now) errors.expires_at = [DATE_REFUSALS.expiresPast];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return {
    title: body.title.trim(),
    message: body.message.trim(),
    scheduledFor: scheduledFor as Date | null,
    expiresAt: expiresAt as Date | null,
  };
}

/**
 * POST /api/v1/communications/admin/send-push-notification/ (alias admin/send-push/) — push to
 * customers now, or schedule it. Audience from the token's user: ADMIN → every active customer;
 * staff DEALERSHIP → its dealership's active customers; PARCEIRO → 403.
 */
export default async function sendPush(app: FastifyInstance) {
  const handler = async (request: FastifyRequest<{ Body: SendPushBody }>, reply: FastifyReply) => {
    const dealershipId = notificationScope(request);
    const now = new Date();
    const v = validate(request.body, now);
    const input = {
      title: v.title,
      message: v.message,
      priority: request.body.priority ?? ('MEDIUM' as const),
      scheduledFor: v.scheduledFor,
      expiresAt: v.expiresAt,
      createdById: principalId(request),
      dealershipId,
    };
    const stored = v.scheduledFor
      ? await schedule(app.db, input, now)
      : await sendNow(app.db, app.pushProvider, input, now);
    const row = await app.notificationsRepository.adminFind(stored.id, null);
    if (!row) throw new Error('notificação recém-criada não encontrada');
    const notification = notificationItem(row);
    if (v.scheduledFor) {
      return reply.code(201).send({
        push_sent: false,
        is_scheduled: true,
        total_recipients: row.totalRecipients,
        notification,
        detail: 'Notificação agendada com sucesso.',
      });
    }
    const ok = row.status === 'SENT';
    if (!ok) request.log.warn({ notificationId: row.id }, 'falha no provedor de push');
    return reply.code(ok ? 201 : 502).send({
      push_sent: ok,
      is_scheduled: false,
      total_recipients: row.totalRecipients,
      notification,
      detail: ok ? 'Notificação enviada com sucesso.' : 'Falha ao enviar a notificação push.',
    });
  };

  const options = {
    onRequest: [app.requireCapability('notifications.send'), requireNotificationSender],
    config: {
      audit: {
        action: 'send',
        targetType: 'notification',
        targetId: responseId('notification'),
      } satisfies AuditRouteConfig,
    },
    schema: {
      body: SendPushBody,
      response: {
        201: SendPushResponse,
        400: errorResponse(400, [PUSH_DATE_MESSAGE, ...Object.values(DATE_REFUSALS)]),
        502: SendPushResponse,
      },
    },
  };
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/send-push-notification/', options, handler);
  r.post('/send-push/', options, handler);
}
