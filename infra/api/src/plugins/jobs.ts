import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobEngine, type JobEngine } from '../services/jobs/job-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine (services/jobs/): plugins define their tasks and schedules on it. */
    jobs: JobEngine;
  }
}

/**
 * The one job engine of the API (docs/architecture.md §5, "Background jobs"). server.ts starts its
 * loop; tests call `runDue()`. On close its runs are aborted and go back to the queue (preClose:
 * before the db plugin closes the database in onClose).
 */
async function jobsPlugin(app: FastifyInstance) {
  const engine = createJobEngine(
    app.db,
    {
      leaseSeconds: app.config.JOBS_LEASE_SECONDS,
      pollIntervalMs: app.config.JOBS_POLL_INTERVAL_MS,
      concurrency: app.config.JOBS_CONCURRENCY,
    },
    app.log,
  );
  app.decorate('jobs', engine);
  app.addHook('preClose', () => engine.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
