import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, PushRecipients, PushRecipientsQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { countRecipients } from '../../../services/notification-dispatch.ts';
import { AUDIENCE_NOT_FOUND, chosenAudience } from '../../marketing/audience-helpers.ts';
import { notificationScope, requireNotificationSender } from '../communication-helpers.ts';

/**
 * GET /api/v1/communications/admin/send-push/recipients/[?audience_id=] — how many customers a push
 * of this sender (to one of its audiences) reaches now, and the count above which the form asks to
 * confirm before sending (PUSH_CONFIRM_ABOVE).
 */
export default async function sendPushRecipients(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/send-push/recipients/',
    {
      onRequest: [app.requireCapability('notifications.send'), requireNotificationSender],
      schema: {
        querystring: PushRecipientsQuery,
        response: { 200: PushRecipients, 400: errorResponse(400, [AUDIENCE_NOT_FOUND]) },
      },
    },
    async (request) => {
      const audience = await chosenAudience(request, request.query.audience_id, 'audience_id');
      return {
        recipients: await countRecipients(app.db, notificationScope(request), audience?.id ?? null),
        confirm_above: app.config.PUSH_CONFIRM_ABOVE,
      };
    },
  );
}
