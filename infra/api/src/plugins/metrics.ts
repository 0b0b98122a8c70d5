import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppMetrics, createAppMetrics } from '../services/metrics/app-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics of this instance (docs/operations.md, "Metrics"): every request observed by
 * its route template (`/api/v1/users/:id/`, never the raw URL: one series per route, not per id),
 * every statement timed. They are served on the private METRICS_PORT (server.ts,
 * services/metrics/metrics-listener.ts) and, only when METRICS_TOKEN is set, at GET /metrics on
 * this port with that bearer token — outside /api and /media, the only paths the gateway and nginx
 * forward (docs/security.md, "Metrics, traces and backups").
 */
async function metricsPlugin(app: FastifyInstance) {
  const metrics = createAppMetrics(app.dbHandle, (err) =>
    app.log.warn({ err }, 'métricas: falha ao ler as tarefas do banco'),
  );
  app.decorate('metrics', metrics);
  const stopObserving = metrics.observeQueries(app.dbHandle);
  app.addHook('onClose', async () => stopObserving());
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const token = app.config.METRICS_TOKEN;
  if (token === undefined) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Não autorizado.' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
