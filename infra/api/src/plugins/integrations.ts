import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIntegrationsRepository, type IntegrationsRepository } from '../repositories/integrations.ts';
import { erpClientSettings } from '../services/erp-client.ts';
import { startHeartbeat } from '../services/erp-heartbeat.ts';
import {
  type Claim,
  claimTasks,
  runClaim,
  type SyncLogRow,
  type SyncSettings,
} from '../services/erp-sync.ts';
import { takeOverExpiredRuns } from '../services/erp-takeover.ts';

export interface IntegrationsService {
  readonly settings: SyncSettings;
  /**
   * Claims the tasks (all or none; HttpError 400/409) and runs them one after another. `wait`:
   * resolves with the finished logs; otherwise returns the claims at once and runs in the background.
   */
  start(taskIds: number[], triggeredById: number | null, wait: true): Promise<SyncLogRow[]>;
  start(taskIds: number[], triggeredById: number | null, wait: false): Promise<Claim[]>;
  /** Resolves when every background run of this process has finished (tests). */
  idle(): Promise<void>;
  /**
   * One takeover pass: claims the tasks whose run stopped renewing its lease (its instance died) and
   * resumes them in the background; returns their claims.
   */
  takeOver(): Promise<Claim[]>;
  /** Starts the takeover sweeper (every ERP_TAKEOVER_INTERVAL_MS; no-op when 0 or running). */
  startTakeover(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrationsRepository: IntegrationsRepository;
    integrations: IntegrationsService;
  }
}

/**
 * ERP synchronisation: repository, claims and runs (background runs are aborted on close), and the
 * takeover sweeper that resumes the runs of instances that died (server.ts starts it).
 */
async function integrationsPlugin(app: FastifyInstance) {
  const settings: SyncSettings = {
    ...erpClientSettings(app.config),
    leaseSeconds: app.config.ERP_LEASE_SECONDS,
  };
  app.decorate('integrationsRepository', createIntegrationsRepository(app.db));
  const shutdown = new AbortController();
  const inFlight = new Set<Promise<unknown>>();

  const runAll = async (claims: Claim[]): Promise<SyncLogRow[]> => {
    // Every claim's lease is renewed from now on, also those waiting for the task before them.
    const runs = claims.map((claim) => ({
      claim,
      heartbeat: startHeartbeat(app.db, claim, settings.leaseSeconds, shutdown.signal),
    }));
    const logs: SyncLogRow[] = [];
    for (const { claim, heartbeat } of runs) {
      try {
        logs.push(await runClaim(app.db, claim, settings, heartbeat));
      } catch (err) {
        // Only the final log write can throw (database gone); the lease then simply expires.
        app.log.error({ err, task: claim.taskName }, 'falha ao registrar o fim da sincronização');
      } finally {
        heartbeat.stop();
      }
    }
    return logs;
  };

  const runInBackground = (claims: Claim[]) => {
    const run = runAll(claims).then((logs) => {
      for (const log of logs)
        app.log.info(
          {
            task: log.taskName,
            status: log.status,
            created: log.recordsCreated,
            updated: log.recordsUpdated,
          },
          'sincronização ERP concluída',
        );
      return logs;
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  };

  async function start(taskIds: number[], triggeredById: number | null, wait: boolean) {
    const claims = await claimTasks(app.db, taskIds, triggeredById, settings.leaseSeconds);
    const run = runInBackground(claims);
    return wait ? run : claims;
  }

  async function takeOver(): Promise<Claim[]> {
    if (shutdown.signal.aborted) return [];
    const claims = await takeOverExpiredRuns(app.db, settings.leaseSeconds);
    if (claims.length > 0) {
      app.log.warn({ tasks: claims.map((c) => c.taskName) }, 'sincronizações interrompidas retomadas');
      runInBackground(claims);
    }
    return claims;
  }

  const sweepEveryMs = app.config.ERP_TAKEOVER_INTERVAL_MS;
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> | undefined;
  function startTakeover() {
    if (sweeper || sweepEveryMs === 0) return;
    sweeper = setInterval(() => {
      sweeping ??= takeOver()
        .catch((err) => app.log.error({ err }, 'falha ao retomar sincronizações interrompidas'))
        .finally(() => {
          sweeping = undefined;
        });
    }, sweepEveryMs);
    // The sweeper alone never keeps the process alive.
    sweeper.unref();
  }

  app.decorate('integrations', {
    settings,
    start: start as IntegrationsService['start'],
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    takeOver,
    startTakeover,
  });
  // preClose: stop runs before the db plugin closes the database (their logs end as 'error').
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    shutdown.abort();
    // A pass in progress may still start runs: wait for it, then for every run.
    await sweeping;
    await Promise.allSettled([...inFlight]);
  });
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['db'] });
