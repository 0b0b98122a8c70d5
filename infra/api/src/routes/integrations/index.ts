import type { FastifyInstance } from 'fastify';
import apiConfigs from './api-configs.ts';
import syncLogs from './logs.ts';
import syncStatus from './status.ts';
import syncRoutes from './sync.ts';
import integrationTasks from './tasks.ts';

/** /api/v1/integrations/api/… — ERP synchronisation (ADMIN only). */
export default async function integrationsRoutes(app: FastifyInstance) {
  for (const route of [syncLogs, syncStatus, apiConfigs, integrationTasks, syncRoutes]) {
    await app.register(route);
  }
}
