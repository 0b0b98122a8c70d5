import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_TASK, importHandler } from '../services/imports/import-run.ts';

/**
 * CSV imports on the job engine (docs/architecture.md §5, background jobs): the task that runs a
 * confirmed import chunk by chunk (services/imports/).
 */
async function importsPlugin(app: FastifyInstance) {
  app.jobs.define({
    name: IMPORT_TASK,
    maxAttempts: 3,
    expectedSeconds: 1800,
    handler: importHandler(app.db),
  });
}

export default fp(importsPlugin, { name: 'imports', dependencies: ['jobs', 'db'] });
