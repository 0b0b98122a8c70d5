import { CanaryBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { releaseRoute } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/canary/ — ADMIN: shows a published version to `percent` % of
 * sessions beside the live one (replacing a running canary), after promote's checks without the
 * smoke render. DELETE — ends the canary (404 'Nenhum canário em andamento.' without one).
 */
export default async function canaryRoutes(app: FastifyInstance) {
  releaseRoute(app, {
    method: 'POST',
    url: '/:remote/canary/',
    action: 'canary_start',
    body: CanaryBody,
    change: (registry, remote, body, by) => registry.startCanary(remote, body.version, body.percent, by),
  });
  releaseRoute(app, {
    method: 'DELETE',
    url: '/:remote/canary/',
    action: 'canary_stop',
    change: (registry, remote, _body, by) => registry.stopCanary(remote, { by }),
  });
}
