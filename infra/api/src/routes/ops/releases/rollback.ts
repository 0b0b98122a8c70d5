import { RollbackBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { releaseRoute } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/rollback/ — ADMIN: back to the previous live version, or the
 * published one named. A running canary stays. 400 nothing to go back to, 404 not published.
 */
export default async function rollbackRoutes(app: FastifyInstance) {
  releaseRoute(app, {
    method: 'POST',
    url: '/:remote/rollback/',
    action: 'rollback',
    body: RollbackBody,
    change: (registry, remote, body, by) => registry.rollback(remote, body.version, by),
  });
}
