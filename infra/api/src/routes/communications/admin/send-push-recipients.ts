import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PushRecipients } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { countRecipients } from '../../../services/notification-dispatch.ts';
import { notificationScope, requireNotificationSender } from '../communication-helpers.ts';

/**
 * GET /api/v1/communications/admin/send-push/recipients/ — how many customers a push of this sender
 * reaches now, and the count above which the form asks to confirm before sending (PUSH_CONFIRM_ABOVE).
 */
export default async function sendPushRecipients(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/send-push/recipients/',
    {
      onRequest: [app.requireCapability('notifications.send'), requireNotificationSender],
      schema: { response: { 200: PushRecipients, 401: Detail, 403: Detail } },
    },
    async (request) => ({
      recipients: await countRecipients(app.db, notificationScope(request)),
      confirm_above: app.config.PUSH_CONFIRM_ABOVE,
    }),
  );
}
