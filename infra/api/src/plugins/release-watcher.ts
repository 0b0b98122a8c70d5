import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneFinishedJobs } from '../services/jobs/job-retention.ts';
import { type WatcherDecision, watchCanaries } from '../services/release-watch.ts';

const RETENTION_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
export const WATCH_TASK = 'releases.watch';
export const PRUNE_TASK = 'ops.prune';

export interface ReleaseWatcher {
  /** One pass: every running canary checked (and decided). The engine's schedule runs it. */
  tick(now?: Date): Promise<WatcherDecision[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releaseWatcher: ReleaseWatcher;
  }
}

/**
 * The release watcher (docs/api.md, "Operations: releases") as two job-engine schedules: every
 * CANARY_WATCH_INTERVAL_MS it measures each running canary against the live version and rolls it
 * back or promotes it (services/release-watch.ts); every hour it drops sessions and failure reports
 * older than 30 days and the engine's old finished jobs. Without REGISTRY_ROOT only the pruning
 * runs. A schedule fires once per slot whatever the number of instances, so a decision is made, and
 * audited, once; each decision also goes through the registry's lock and acts only on the canary it
 * measured.
 */
async function releaseWatcherPlugin(app: FastifyInstance) {
  async function tick(now = new Date()): Promise<WatcherDecision[]> {
    if (!app.releaseRegistry) return [];
    return watchCanaries(app, app.releaseRegistry, now);
  }
  app.jobs.define({
    name: WATCH_TASK,
    maxAttempts: 1,
    expectedSeconds: 120,
    handler: async () => void (await tick()),
  });
  app.jobs.define({
    name: PRUNE_TASK,
    maxAttempts: 3,
    handler: async () => {
      const pruned = await app.remoteSessionsRepository.prune(new Date(Date.now() - RETENTION_MS));
      const jobs = await pruneFinishedJobs(app.db);
      if (pruned.sessions + pruned.failures + jobs > 0)
        app.log.info({ ...pruned, jobs }, 'sessões, falhas e tarefas antigas removidas');
    },
  });
  if (app.releaseRegistry)
    app.jobs.schedule({ name: WATCH_TASK, task: WATCH_TASK, everyMs: app.config.CANARY_WATCH_INTERVAL_MS });
  app.jobs.schedule({ name: PRUNE_TASK, task: PRUNE_TASK, everyMs: PRUNE_EVERY_MS });
  app.decorate('releaseWatcher', { tick });
}

export default fp(releaseWatcherPlugin, {
  name: 'release-watcher',
  dependencies: ['jobs', 'releases', 'remote-sessions-repository', 'audit-log-repository'],
});
