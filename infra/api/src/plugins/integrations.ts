import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIntegrationsRepository, type IntegrationsRepository } from '../repositories/integrations.ts';
import { type ErpClientSettings, erpClientSettings } from '../services/erp-client.ts';
import {
  ERP_SCHEDULED_TASK,
  ERP_SYNC_TASK,
  erpScheduledHandler,
  erpSyncHandler,
  startSync,
} from '../services/erp-jobs.ts';
import type { SyncLogRow } from '../services/erp-run.ts';
import { waitForJob } from '../services/jobs/job-operations.ts';
import { tracedFetch } from '../services/traced-fetch.ts';

export interface IntegrationsService {
  readonly settings: ErpClientSettings;
  /**
   * Claims the tasks (all or none; HttpError 400/409) and runs their job in this process. `wait`:
   * resolves with the finished logs; otherwise with the job and the logs' ids at once.
   */
  start(taskIds: number[], triggeredById: number | null, wait: true): Promise<SyncLogRow[]>;
  start(
    taskIds: number[],
    triggeredById: number | null,
    wait: false,
  ): Promise<{ jobId: number; logIds: number[] }>;
  /** Resolves when every job this process runs has finished (tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrationsRepository: IntegrationsRepository;
    integrations: IntegrationsService;
  }
}

/**
 * ERP synchronisation on the job engine (services/erp-jobs.ts): its tasks, the optional schedule that
 * starts due tasks (ERP_SCHEDULED_SYNC, checked every minute), and the start used by the routes.
 */
async function integrationsPlugin(app: FastifyInstance) {
  const settings = { ...erpClientSettings(app.config), fetch: tracedFetch(app.tracing, 'erp') };
  app.decorate('integrationsRepository', createIntegrationsRepository(app.db));
  app.jobs.define({
    name: ERP_SYNC_TASK,
    handler: erpSyncHandler(app.db, settings, (task, counts) => app.metrics.erpRecords(task, counts)),
    // One run, one set of logs, as before the engine: an operator retries a failed run.
    maxAttempts: 1,
    expectedSeconds: 30 * 60,
  });
  app.jobs.define({
    name: ERP_SCHEDULED_TASK,
    handler: erpScheduledHandler(app.db, app.jobs),
    maxAttempts: 1,
  });
  if (app.config.ERP_SCHEDULED_SYNC)
    app.jobs.schedule({ name: ERP_SCHEDULED_TASK, task: ERP_SCHEDULED_TASK, everyMs: 60_000 });

  async function start(taskIds: number[], triggeredById: number | null, wait: boolean) {
    const started = await startSync(app.db, app.jobs, taskIds, triggeredById);
    if (!started) throw new Error('sync job not created');
    const run = await app.jobs.runNow(started.jobId);
    if (!wait) return started;
    await (run?.done ?? waitForJob(app.db, started.jobId));
    return app.integrationsRepository.logsById(started.logIds);
  }
  app.decorate('integrations', {
    settings,
    start: start as IntegrationsService['start'],
    idle: () => app.jobs.idle(),
  });
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['db', 'jobs'] });
