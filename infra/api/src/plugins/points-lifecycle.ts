import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDueBatches } from '../services/points/points-jobs.ts';
import { sendExpiryReminders } from '../services/points/points-reminders.ts';

export const RELEASE_TASK = 'points.release';
export const EXPIRE_TASK = 'points.expire';
export const REMIND_TASK = 'points.remind';

/**
 * The points lifecycle's background work on the job engine (docs/architecture.md §5): pending
 * points released and expired points written off every POINTS_JOBS_INTERVAL_MS, reminders of
 * points about to expire once a day. Each schedule fires once per slot across instances; each run
 * checkpoints every chunk with its writes (services/points/points-jobs.ts).
 */
async function pointsLifecyclePlugin(app: FastifyInstance) {
  app.jobs.define({
    name: RELEASE_TASK,
    expectedSeconds: 600,
    handler: (ctx) => runDueBatches(ctx, 'release'),
  });
  app.jobs.define({
    name: EXPIRE_TASK,
    expectedSeconds: 600,
    handler: (ctx) => runDueBatches(ctx, 'expire'),
  });
  app.jobs.define({
    name: REMIND_TASK,
    expectedSeconds: 900,
    handler: (ctx) => sendExpiryReminders(ctx, app.pushProvider),
  });
  const every = app.config.POINTS_JOBS_INTERVAL_MS;
  if (every > 0) {
    app.jobs.schedule({ name: RELEASE_TASK, task: RELEASE_TASK, everyMs: every });
    app.jobs.schedule({ name: EXPIRE_TASK, task: EXPIRE_TASK, everyMs: every });
    app.jobs.schedule({
      name: REMIND_TASK,
      task: REMIND_TASK,
      everyMs: app.config.POINTS_REMINDER_INTERVAL_MS,
    });
  }
}

export default fp(pointsLifecyclePlugin, {
  name: 'points-lifecycle',
  dependencies: ['jobs', 'notifications'],
});
