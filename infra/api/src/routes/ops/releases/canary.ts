import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CanaryBody, ReleaseRemoteParams, RemoteReleaseOut } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { RELEASE_REFUSALS, releaseAudit, releaseWrite } from './release-write.ts';

/**
 * POST /api/v1/ops/releases/{remote}/canary/ — ADMIN: shows a published version to `percent` % of
 * sessions beside the live one (replacing a running canary), after promote's checks without the
 * smoke render. DELETE — ends the canary (404 'Nenhum canário em andamento.' without one).
 */
export default async function canaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.requireCapability('operations.release');

  r.post(
    '/:remote/canary/',
    {
      onRequest,
      config: releaseAudit('canary_start'),
      schema: {
        params: ReleaseRemoteParams,
        body: CanaryBody,
        response: { 200: RemoteReleaseOut, ...RELEASE_REFUSALS },
      },
    },
    async (request) =>
      releaseWrite(app, request, request.params.remote, (registry, by) =>
        registry.startCanary(request.params.remote, request.body.version, request.body.percent, by),
      ),
  );

  r.delete(
    '/:remote/canary/',
    {
      onRequest,
      config: releaseAudit('canary_stop'),
      schema: { params: ReleaseRemoteParams, response: { 200: RemoteReleaseOut, ...RELEASE_REFUSALS } },
    },
    async (request) =>
      releaseWrite(app, request, request.params.remote, (registry, by) =>
        registry.stopCanary(request.params.remote, { by }),
      ),
  );
}
