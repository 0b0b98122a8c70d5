import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReleaseRemoteParams, RemoteReleaseOut, RollbackBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { RELEASE_REFUSALS, releaseAudit, releaseWrite } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/rollback/ — ADMIN: back to the previous live version, or the
 * published one named. A running canary stays. 400 nothing to go back to, 404 not published.
 */
export default async function rollbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/:remote/rollback/',
    {
      onRequest: app.requireCapability('operations.release'),
      config: releaseAudit('rollback'),
      schema: {
        params: ReleaseRemoteParams,
        body: RollbackBody,
        response: { 200: RemoteReleaseOut, ...RELEASE_REFUSALS },
      },
    },
    async (request) =>
      releaseWrite(app, request, request.params.remote, (registry, by) =>
        registry.rollback(request.params.remote, request.body.version, by),
      ),
  );
}
