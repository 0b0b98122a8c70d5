import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DispatchResult, dispatchDueNotifications } from '../services/notification-dispatch.ts';
import { createPushProvider, type PushProvider } from '../services/push-provider.ts';
import { tracedFetch } from '../services/traced-fetch.ts';

export const DISPATCH_TASK = 'notifications.dispatch';

declare module 'fastify' {
  interface FastifyInstance {
    pushProvider: PushProvider;
    /** Sends the SCHEDULED notifications due at `now` (default: now); safe to run concurrently. */
    dispatchDueNotifications(now?: Date): Promise<DispatchResult>;
  }
}

export interface NotificationsPluginOptions {
  /** Overrides PUSH_PROVIDER/PUSH_WEBHOOK_URL (tests). */
  provider?: PushProvider;
}

/**
 * Push provider and the dispatch of due notifications, a job-engine schedule every
 * SCHEDULER_INTERVAL_MS (0: none) fired once per slot across instances; each notification is still
 * claimed `FOR UPDATE SKIP LOCKED` in its own transaction (services/notification-dispatch.ts).
 */
async function notificationsPlugin(app: FastifyInstance, opts: NotificationsPluginOptions) {
  const provider = opts.provider ?? createPushProvider(app.config, tracedFetch(app.tracing, 'push-webhook'));
  app.decorate('pushProvider', provider);
  app.decorate('dispatchDueNotifications', (now: Date = new Date()) =>
    dispatchDueNotifications(app.db, provider, now, {
      onError: (id, err) =>
        app.log.error({ err, notificationId: id }, 'falha ao enviar notificação agendada'),
    }),
  );
  app.jobs.define({
    name: DISPATCH_TASK,
    maxAttempts: 1,
    expectedSeconds: 300,
    handler: async () => {
      const { sent, failed } = await app.dispatchDueNotifications();
      if (sent.length + failed.length > 0) app.log.info({ sent, failed }, 'notificações agendadas enviadas');
    },
  });
  app.jobs.schedule({ name: DISPATCH_TASK, task: DISPATCH_TASK, everyMs: app.config.SCHEDULER_INTERVAL_MS });
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['db', 'jobs'] });
