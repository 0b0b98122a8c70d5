import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DispatchResult, dispatchDueNotifications } from '../services/notification-dispatch.ts';
import { createPushProvider, type PushProvider } from '../services/push-provider.ts';

export interface NotificationScheduler {
  /** Starts the loop (no-op when already running or when the interval is 0). */
  start(): void;
  /** Stops the loop and waits for a run in progress. Also called on app close. */
  stop(): Promise<void>;
  readonly running: boolean;
  readonly intervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushProvider: PushProvider;
    /** Sends the SCHEDULED notifications due at `now` (default: now); safe to run concurrently. */
    dispatchDueNotifications(now?: Date): Promise<DispatchResult>;
    notificationScheduler: NotificationScheduler;
  }
}

export interface NotificationsPluginOptions {
  /** Overrides PUSH_PROVIDER/PUSH_WEBHOOK_URL (tests). */
  provider?: PushProvider;
}

/** Push provider, dispatch of due notifications and the in-process scheduler loop. */
async function notificationsPlugin(app: FastifyInstance, opts: NotificationsPluginOptions) {
  const provider = opts.provider ?? createPushProvider(app.config);
  app.decorate('pushProvider', provider);
  app.decorate('dispatchDueNotifications', (now: Date = new Date()) =>
    dispatchDueNotifications(app.db, provider, now, {
      onError: (id, err) =>
        app.log.error({ err, notificationId: id }, 'falha ao enviar notificação agendada'),
    }),
  );

  // SCHEDULER_INTERVAL_MS; 0 disables the loop.
  const intervalMs = app.config.SCHEDULER_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let running = false;

  const tick = async () => {
    try {
      const { sent, failed } = await app.dispatchDueNotifications();
      if (sent.length + failed.length > 0) app.log.info({ sent, failed }, 'notificações agendadas enviadas');
    } catch (err) {
      app.log.error({ err }, 'falha no agendador de notificações');
    }
  };
  const loop = () => {
    timer = setTimeout(() => {
      inFlight = tick().finally(() => {
        inFlight = undefined;
        if (running) loop();
      });
    }, intervalMs);
  };

  const scheduler: NotificationScheduler = {
    start() {
      if (running || intervalMs === 0) return;
      running = true;
      loop();
      app.log.info({ intervalMs, provider: provider.name }, 'agendador de notificações iniciado');
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    get running() {
      return running;
    },
    intervalMs,
  };
  app.decorate('notificationScheduler', scheduler);
  // preClose: before any onClose hook (the db plugin closes the database there).
  app.addHook('preClose', () => scheduler.stop());
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['db'] });
