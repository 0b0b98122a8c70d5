import { Health } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';

/** GET /api/v1/health/ — liveness: the process answers. */
export default async function health(app: FastifyInstance) {
  app.get('/health/', { schema: { security: [], response: { 200: Health } } }, async () => ({
    status: 'ok',
  }));
}
