import type { FastifyInstance } from 'fastify';
import feedbackAdmin from './feedback-admin.ts';
import customerFeedbacks from './feedbacks.ts';
import notifications from './notifications.ts';
import notificationsAdmin from './notifications-admin.ts';
import sendPush from './send-push.ts';

/** /api/v1/communications/… — feedback and push notifications (back-office and customer app). */
export default async function communicationsRoutes(app: FastifyInstance) {
  for (const route of [feedbackAdmin, customerFeedbacks, sendPush, notificationsAdmin, notifications]) {
    await app.register(route);
  }
}
