import { PromoteBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { releaseRoute } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/promote/ — ADMIN: makes a published version live (usually the
 * canary's) after promote's checks without the smoke render; ends a running canary. 400 a check
 * refused it, 404 not published, 503 no registry or no readable host contract.
 */
export default async function promoteRoutes(app: FastifyInstance) {
  releaseRoute(app, {
    method: 'POST',
    url: '/:remote/promote/',
    action: 'promote',
    body: PromoteBody,
    change: (registry, remote, body, by) => registry.promote(remote, body.version, { by }),
  });
}
