import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Notification, ScheduledPushBody } from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { readPushForm } from '../../../domain/push-form.ts';
import type { AuditRouteConfig } from '../../../plugins/audit.ts';
import { cancelScheduled, updateScheduled } from '../../../services/scheduled-notifications.ts';
import { notificationItem, notificationScope, requireNotificationSender } from '../communication-helpers.ts';

/**
 * PUT /api/v1/communications/admin/notifications/{id}/ — edit a scheduled push;
 * POST …/notifications/{id}/cancel/ — call it off. Only while it is SCHEDULED (else 409), only in
 * the sender's scope (another dealership's id → 404), by whoever may send pushes.
 */
export default async function scheduledNotifications(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = [app.requireCapability('notifications.send'), requireNotificationSender];
  const current = async (request: FastifyRequest, id: number) => {
    const row = await app.notificationsRepository.adminFind(id, notificationScope(request));
    if (!row) throw notFound();
    return notificationItem(row);
  };
  const errors = { 401: Detail, 403: Detail, 404: Detail, 409: Detail };

  r.put(
    '/notifications/:id/',
    {
      onRequest,
      config: { audit: { action: 'update', targetType: 'notification' } satisfies AuditRouteConfig },
      schema: { params: IdParams, body: ScheduledPushBody, response: { 200: Notification, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const before = await current(request, id);
      const values = readPushForm(request.body, new Date(), true);
      const priority = request.body.priority ?? before.priority;
      await updateScheduled(app.db, id, notificationScope(request), { ...values, priority });
      const after = await current(request, id);
      request.auditChanges(before, after);
      return after;
    },
  );

  r.post(
    '/notifications/:id/cancel/',
    {
      onRequest,
      config: { audit: { action: 'cancel', targetType: 'notification' } satisfies AuditRouteConfig },
      schema: { params: IdParams, response: { 200: Notification, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      await cancelScheduled(app.db, id, notificationScope(request));
      return current(request, id);
    },
  );
}
