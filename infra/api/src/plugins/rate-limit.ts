import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../domain/http-error.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * @fastify/rate-limit with `global: false` and its counters in the database: the anonymous
 * beacons (ops/remote-failures/, ops/remote-sessions/, ops/telemetry-session/) set their own
 * `config.rateLimit`. Sign-ins have their own limits (plugins/login-guard.ts).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: every API instance on one PostgreSQL counts the same attempts.
    store: databaseRateLimitStore(app.db, (err) => app.log.warn({ err }, 'falha ao limpar contadores')),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, { detail: MESSAGES.throttled }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
