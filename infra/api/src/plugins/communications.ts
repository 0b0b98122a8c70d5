import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import feedbacksRepository from '../repositories/feedbacks.ts';
import notificationsRepository from '../repositories/notifications.ts';
import customerAuth from './customer-auth.ts';
import notifications, { type NotificationsPluginOptions } from './notifications.ts';

/** Feedback and notifications: repositories, customer-token hook, push provider and scheduler. */
async function communicationsPlugin(app: FastifyInstance, opts: NotificationsPluginOptions) {
  await app.register(feedbacksRepository);
  await app.register(notificationsRepository);
  await app.register(customerAuth);
  await app.register(notifications, opts);
}

export default fp(communicationsPlugin, { name: 'communications', dependencies: ['db', 'auth'] });
