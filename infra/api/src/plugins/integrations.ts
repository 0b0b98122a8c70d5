import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIntegrationsRepository, type IntegrationsRepository } from '../repositories/integrations.ts';
import { erpClientSettings } from '../services/erp-client.ts';
import {
  type Claim,
  claimTasks,
  runClaim,
  type SyncLogRow,
  type SyncSettings,
} from '../services/erp-sync.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    integrationsRepository: IntegrationsRepository;
    integrations: IntegrationsService;
  }
}

/** ERP synchronisation: repository, claims and runs (background runs are aborted on close). */
async function integrationsPlugin(app: FastifyInstance) {
  const settings: SyncSettings = {
    ...erpClientSettings(app.config),
    leaseSeconds: app.config.ERP_LEASE_SECONDS,
  };
  app.decorate('integrationsRepository', createIntegrationsRepository(app.db));
  const shutdown = new AbortController();
  const inFlight = new Set<Promise<unknown>>();

  const runAll = async (claims: Claim[]): Promise<SyncLogRow[]> => {
    const logs: SyncLogRow[] = [];
    for (const claim of claims) {
      try {
        logs.push(await runClaim(app.db, claim, settings, shutdown.signal));
      } catch (err) {
        // Only the final log write can throw (database gone); the lease then simply expires.
        app.log.error({ err, task: claim.taskName }, 'falha ao registrar o fim da sincronização');
      }
    }
    return logs;
  };

  async function start(taskIds: number[], triggeredById: number | null, wait: boolean) {
    const claims = await claimTasks(app.db, taskIds, triggeredById, settings.leaseSeconds);
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
    return wait ? run : claims;
  }

  app.decorate('integrations', {
    settings,
    start: start as IntegrationsService['start'],
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  });
  // preClose: stop runs before the db plugin closes the database (their logs end as 'error').
  app.addHook('preClose', async () => {
    shutdown.abort();
    await Promise.allSettled([...inFlight]);
  });
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['db'] });
