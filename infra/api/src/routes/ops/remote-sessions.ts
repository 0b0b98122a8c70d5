import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NoContent, RemoteSessionBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../domain/client-address.ts';

/** A beacon is ~150 bytes of JSON; anything much larger is not one. */
const SESSION_BEACON_MAX_BYTES = 1024;

/**
 * POST /api/v1/ops/remote-sessions/ — a browser tab loaded a remote version (sent once per tab and
 * version): 204. The denominator of the version's failure rate, which the release watcher compares
 * between a canary and the live version. Anonymous like the failure reports, and limited per client
 * address; a repeated beacon is ignored. Stores the remote, the version and the random per-tab id.
 */
export default async function remoteSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/remote-sessions/',
    {
      bodyLimit: SESSION_BEACON_MAX_BYTES,
      config: {
        audit: { exempt: 'anonymous beacon: a browser tab loaded a remote version (telemetry)' },
        rateLimit: {
          max: app.config.REMOTE_SESSION_RATE_MAX,
          timeWindow: app.config.FAILURE_REPORT_RATE_WINDOW_SECONDS * 1000,
          keyGenerator: (request) => `remote-session-ip:${clientAddressKey(request.ip)}`,
        },
      },
      schema: { body: RemoteSessionBody, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { remote, version, session_id: sessionId } = request.body;
      await app.remoteSessionsRepository.insert({ remote, version, sessionId });
      return reply.code(204).send(null);
    },
  );
}
