import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PromoteBody, ReleaseRemoteParams, RemoteReleaseOut } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { RELEASE_REFUSALS, releaseAudit, releaseWrite } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/promote/ — ADMIN: makes a published version live (usually the
 * canary's) after promote's checks without the smoke render; ends a running canary. 400 a check
 * refused it, 404 not published, 503 no registry or no readable host contract.
 */
export default async function promoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/:remote/promote/',
    {
      onRequest: app.requireCapability('operations.release'),
      config: releaseAudit('promote'),
      schema: {
        params: ReleaseRemoteParams,
        body: PromoteBody,
        response: { 200: RemoteReleaseOut, ...RELEASE_REFUSALS },
      },
    },
    async (request) =>
      releaseWrite(app, request, request.params.remote, (registry, by) =>
        registry.promote(request.params.remote, request.body.version, { by }),
      ),
  );
}
