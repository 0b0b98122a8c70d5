import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BULK_TASK, bulkHandler } from '../services/bulk/bulk-run.ts';

/** Bulk actions on the lists' rows on the job engine (docs/architecture.md §5, background jobs). */
async function bulkActionsPlugin(app: FastifyInstance) {
  app.jobs.define({ name: BULK_TASK, maxAttempts: 3, expectedSeconds: 1800, handler: bulkHandler(app.db) });
}

export default fp(bulkActionsPlugin, { name: 'bulk-actions', dependencies: ['jobs', 'db'] });
