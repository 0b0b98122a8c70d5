import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** GET /api/v1/health/ — liveness: the process answers. */
export default async function health(app: FastifyInstance) {
  app.get(
    '/health/',
    { schema: { response: { 200: Type.Object({ status: Type.String() }) } } },
    async () => ({ status: 'ok' }),
  );
}
