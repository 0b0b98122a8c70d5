import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, SendPushBody, SendPushResponse } from '@fidelidade/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUSH_FORM_REFUSALS, readPushForm } from '../../../domain/push-form.ts';
import { type AuditRouteConfig, responseId } from '../../../plugins/audit.ts';
import { schedule } from '../../../services/notification-dispatch.ts';
import { AUDIENCE_NOT_FOUND, chosenAudience } from '../../marketing/audience-helpers.ts';
import {
  notificationItem,
  notificationScope,
  principalId,
  requireNotificationSender,
} from '../communication-helpers.ts';

/**
 * POST /api/v1/communications/admin/send-push-notification/ (alias admin/send-push/) — push to
 * customers now, or schedule it. Scope from the token's user: ADMIN → every active customer; staff
 * DEALERSHIP → its dealership's active customers; PARCEIRO → 403. With `audience_id`, only that
 * audience's members (one of the sender's audiences), resolved when the push goes out. Sent now,
 * its delivery job runs here: 201 when it has finished within PUSH_WAIT_MS, else 202 (SENDING).
 */
export default async function sendPush(app: FastifyInstance) {
  const handler = async (request: FastifyRequest<{ Body: SendPushBody }>, reply: FastifyReply) => {
    const dealershipId = notificationScope(request);
    const now = new Date();
    const v = readPushForm(request.body, now);
    const audience = await chosenAudience(request, request.body.audience_id, 'audience_id');
    const input = {
      title: v.title,
      message: v.message,
      priority: request.body.priority ?? ('MEDIUM' as const),
      scheduledFor: v.scheduledFor,
      expiresAt: v.expiresAt,
      createdById: principalId(request),
      dealershipId,
      audienceId: audience?.id ?? null,
      audienceName: audience?.name ?? null,
    };
    const stored = v.scheduledFor
      ? await schedule(app.db, input, now)
      : await app.sendPushNow(input, app.config.PUSH_WAIT_MS);
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
    if (row.status === 'SENDING')
      return reply.code(202).send({
        push_sent: false,
        is_scheduled: false,
        total_recipients: row.totalRecipients,
        notification,
        detail: 'Envio em andamento. Acompanhe no Histórico de Notificações.',
      });
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
        202: SendPushResponse,
        400: errorResponse(400, [...Object.values(PUSH_FORM_REFUSALS), AUDIENCE_NOT_FOUND]),
        502: SendPushResponse,
      },
    },
  };
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/send-push-notification/', options, handler);
  r.post('/send-push/', options, handler);
}
