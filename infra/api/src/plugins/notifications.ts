import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifications } from '../db/schema/index.ts';
import { deliverNotification } from '../services/notification-delivery.ts';
import {
  createSending,
  DELIVER_TASK,
  dispatchDueNotifications,
  type NewNotification,
  type NotificationRow,
} from '../services/notification-dispatch.ts';
import { createPushProvider, type PushProvider } from '../services/push-provider.ts';
import { tracedFetch } from '../services/traced-fetch.ts';

export const DISPATCH_TASK = 'notifications.dispatch';

export interface DispatchOutcome {
  sent: number[];
  failed: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    pushProvider: PushProvider;
    /**
     * Hands the SCHEDULED notifications due at `now` (default: now) to their delivery jobs and runs
     * those here to the end; safe to run concurrently (tests, and what the schedule does in two steps).
     */
    dispatchDueNotifications(now?: Date): Promise<DispatchOutcome>;
    /**
     * Creates a push to go out now and runs its delivery job in this process, waiting at most
     * `waitMs`: the notification as it then is (SENDING when the job is still writing).
     */
    sendPushNow(input: NewNotification, waitMs: number): Promise<NotificationRow>;
  }
}

export interface NotificationsPluginOptions {
  /** Overrides PUSH_PROVIDER/PUSH_WEBHOOK_URL (tests). */
  provider?: PushProvider;
}

/**
 * Push provider and the jobs of pushes (docs/architecture.md §5, "Audiences"): a
 * push's deliveries are written by its `notifications.deliver` job in chunks of PUSH_DELIVERY_CHUNK;
 * the `notifications.dispatch` schedule (every SCHEDULER_INTERVAL_MS, 0: none, once per slot across
 * instances) turns due scheduled ones SENDING and enqueues their jobs, which any instance runs.
 */
async function notificationsPlugin(app: FastifyInstance, opts: NotificationsPluginOptions) {
  const provider = opts.provider ?? createPushProvider(app.config, tracedFetch(app.tracing, 'push-webhook'));
  app.decorate('pushProvider', provider);
  const statusOf = async (id: number) => {
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, id));
    if (!row) throw new Error(`notificação ${id} desapareceu`);
    return row;
  };
  /** Runs a delivery job here (unless another instance has it) and waits for it, at most `waitMs`. */
  const runHere = async (jobId: number, waitMs = Number.POSITIVE_INFINITY) => {
    const run = await app.jobs.runNow(jobId);
    if (!run) return;
    if (waitMs === Number.POSITIVE_INFINITY) await run.done;
    else {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([run.done, waited]);
      clearTimeout(timer);
    }
  };

  app.decorate('dispatchDueNotifications', async (now: Date = new Date()) => {
    const { started, failed } = await dispatchDueNotifications(app.db, app.jobs, now, {
      onError: (id, err) =>
        app.log.error({ err, notificationId: id }, 'falha ao enviar notificação agendada'),
    });
    const outcome: DispatchOutcome = { sent: [], failed: [...failed] };
    for (const { id, jobId } of started) {
      await runHere(jobId);
      const row = await statusOf(id);
      if (row.status === 'SENT') outcome.sent.push(id);
      else if (row.status === 'FAILED') outcome.failed.push(id);
    }
    return outcome;
  });

  app.decorate('sendPushNow', async (input: NewNotification, waitMs: number) => {
    const { notification, jobId } = await createSending(app.db, app.jobs, input);
    await runHere(jobId, waitMs);
    return statusOf(notification.id);
  });

  app.jobs.define({
    name: DELIVER_TASK,
    maxAttempts: 5,
    expectedSeconds: 1800,
    handler: (ctx) => deliverNotification(ctx, provider, app.config.PUSH_DELIVERY_CHUNK),
  });
  app.jobs.define({
    name: DISPATCH_TASK,
    maxAttempts: 1,
    expectedSeconds: 300,
    handler: async () => {
      const { started, failed } = await dispatchDueNotifications(app.db, app.jobs, new Date(), {
        onError: (id, err) =>
          app.log.error({ err, notificationId: id }, 'falha ao enviar notificação agendada'),
      });
      if (started.length + failed.length > 0)
        app.log.info({ started: started.map((s) => s.id), failed }, 'notificações agendadas em envio');
    },
  });
  app.jobs.schedule({ name: DISPATCH_TASK, task: DISPATCH_TASK, everyMs: app.config.SCHEDULER_INTERVAL_MS });
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['db', 'jobs'] });
