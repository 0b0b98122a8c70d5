import { Ready } from '@fidelidade/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /api/v1/ready/ — readiness: the database answers a query. */
export default async function ready(app: FastifyInstance) {
  app.get(
    '/ready/',
    { schema: { security: [], response: { 200: Ready, 503: Ready } } },
    async (request, reply) => {
      const driver = app.dbHandle.driver;
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok', driver };
      } catch (err) {
        request.log.error({ err }, 'banco de dados indisponível');
        return reply.code(503).send({ status: 'unavailable', database: 'error', driver });
      }
    },
  );
}
