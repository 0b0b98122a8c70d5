import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReleasesOverview, RemoteFailureListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireReleaseRegistry } from '../../../plugins/releases.ts';
import { releasesOverview } from '../../../services/release-overview.ts';
import { DEFAULT_WINDOW_MINUTES, NO_REGISTRY } from './release-write.ts';

/** `?window_minutes`, bounded as the failure reports' (at most 30 days). */
const ReleasesQuery = Type.Pick(RemoteFailureListQuery, ['window_minutes']);

/**
 * GET /api/v1/ops/releases/ — ADMIN: every remote's live version, canary, previous and published
 * versions, decisions, and sessions and failures per version (the operations console). Health is
 * over the last `window_minutes` (default 60), from the canary's start when one runs.
 */
export default async function releasesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('operations.read'),
      schema: {
        querystring: ReleasesQuery,
        response: { 200: ReleasesOverview, 503: NO_REGISTRY },
      },
    },
    async (request) => {
      const registry = requireReleaseRegistry(app);
      const windowMinutes = request.query.window_minutes ?? DEFAULT_WINDOW_MINUTES;
      return releasesOverview({ registry, sessions: app.remoteSessionsRepository }, windowMinutes);
    },
  );
}
