import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditLogRepository } from '../repositories/audit-log.ts';
import {
  createRemoteSessionsRepository,
  type RemoteSessionsRepository,
} from '../repositories/remote-sessions.ts';
import { JOB_LOCKS, withJobLock } from '../services/job-lock.ts';
import { type WatcherDecision, watchCanaries } from '../services/release-watch.ts';

const RETENTION_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface ReleaseWatcher {
  /** Starts the loop (no-op when already running or when CANARY_WATCH_INTERVAL_MS is 0). */
  start(): void;
  /** Stops the loop and waits for a tick in progress. Also called on app close. */
  stop(): Promise<void>;
  /** One pass: every running canary checked (and decided), old sessions and reports pruned hourly. */
  tick(now?: Date): Promise<WatcherDecision[]>;
  readonly running: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    releaseWatcher: ReleaseWatcher;
  }
}

/**
 * The release watcher (docs/api.md, "Operations: releases"): every CANARY_WATCH_INTERVAL_MS it
 * measures each running canary against the live version and rolls it back or promotes it
 * (services/release-watch.ts), and once an hour drops sessions and failure reports older than 30
 * days. Without REGISTRY_ROOT only the pruning runs. Several API instances may run it: each decision
 * goes through the registry's lock and acts only on the canary it measured, and a tick runs on one
 * instance at a time (services/job-lock.ts), so a decision is audited once.
 */
async function releaseWatcherPlugin(app: FastifyInstance) {
  const intervalMs = app.config.CANARY_WATCH_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  let running = false;
  let lastPrune = 0;

  async function prune(sessions: RemoteSessionsRepository, now: Date) {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    const pruned = await sessions.prune(new Date(now.getTime() - RETENTION_MS));
    if (pruned.sessions + pruned.failures > 0) app.log.info(pruned, 'sessões e falhas antigas removidas');
  }

  /**
   * One instance at a time (several API instances on one PostgreSQL): under the watcher's advisory
   * lock, reading and writing through its transaction. An instance that finds the lock taken skips
   * its turn; the holder decides, so one decision never gets two audit rows.
   */
  async function tick(now = new Date()): Promise<WatcherDecision[]> {
    const turn = await withJobLock(app.db, JOB_LOCKS.releaseWatcher, async (tx) => {
      const sessions = createRemoteSessionsRepository(tx);
      // A failed prune must not undo the decisions: it runs in its own savepoint.
      await tx
        .transaction((sp) => prune(createRemoteSessionsRepository(sp), now))
        .catch((err) => app.log.error({ err }, 'falha ao remover sessões antigas'));
      if (!app.releaseRegistry) return [];
      const deps = {
        config: app.config,
        log: app.log,
        remoteSessionsRepository: sessions,
        auditLogRepository: createAuditLogRepository(tx),
      };
      return watchCanaries(deps, app.releaseRegistry, now);
    });
    return turn.ran ? turn.result : [];
  }

  const loop = () => {
    timer = setTimeout(() => {
      inFlight = tick()
        .catch((err) => app.log.error({ err }, 'falha no vigia de versões'))
        .finally(() => {
          inFlight = undefined;
          if (running) loop();
        });
    }, intervalMs);
  };

  const watcher: ReleaseWatcher = {
    start() {
      if (running || intervalMs === 0) return;
      running = true;
      loop();
      app.log.info({ intervalMs, registry: app.releaseRegistry?.root ?? null }, 'vigia de versões iniciado');
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    tick,
    get running() {
      return running;
    },
  };
  app.decorate('releaseWatcher', watcher);
  // preClose: before the db plugin closes the database in onClose.
  app.addHook('preClose', () => watcher.stop());
}

export default fp(releaseWatcherPlugin, {
  name: 'release-watcher',
  dependencies: ['releases', 'remote-sessions-repository', 'audit-log-repository'],
});
