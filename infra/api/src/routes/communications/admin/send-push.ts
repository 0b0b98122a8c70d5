import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, SendPushBody, SendPushResponse } from '@fidelidade/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUSH_FORM_REFUSALS, readPushForm } from '../../../domain/push-form.ts';
import { type AuditRouteConfig, responseId } from '../../../plugins/audit.ts';
import { schedule, sendNow } from '../../../services/notification-dispatch.ts';
import {
  notificationItem,
  notificationScope,
  principalId,
  requireNotificationSender,
} from '../communication-helpers.ts';

/**
 * POST /api/v1/communications/admin/send-push-notification/ (alias admin/send-push/) — push to
 * customers now, or schedule it. Audience from the token's user: ADMIN → every active customer;
 * staff DEALERSHIP → its dealership's active customers; PARCEIRO → 403.
 */
export default async function sendPush(app: FastifyInstance) {
  const handler = async (request: FastifyRequest<{ Body: SendPushBody }>, reply: FastifyReply) => {
    const dealershipId = notificationScope(request);
    const now = new Date();
    const v = readPushForm(request.body, now);
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
        400: errorResponse(400, Object.values(PUSH_FORM_REFUSALS)),
        502: SendPushResponse,
      },
    },
  };
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/send-push-notification/', options, handler);
  r.post('/send-push/', options, handler);
}
