import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, NoContent, RemoteSessionBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../domain/client-address.ts';
import { HttpError } from '../../domain/http-error.ts';

/** A beacon is ~150 bytes of JSON; anything much larger is not one. */
const SESSION_BEACON_MAX_BYTES = 1024;
/** A session id the API did not issue and sign (GET ops/telemetry-session/). */
const UNKNOWN_SESSION = 'Sessão não reconhecida.';

/**
 * POST /api/v1/ops/remote-sessions/ — a browser tab loaded a remote version (sent once per tab and
 * version): 204. The denominator of the version's failure rate, which the release watcher compares
 * between a canary and the live version. Anonymous like the failure reports, and limited per client
 * address; a repeated beacon is ignored. Only a session id the product issued (GET
 * ops/telemetry-session/) is taken: anything else is a 400, as it could only pad a version's count.
 * Stores the remote, the version, the per-tab id and its pseudonymous source.
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
      schema: {
        body: RemoteSessionBody,
        response: { 204: NoContent, 400: errorResponse(400, [UNKNOWN_SESSION]) },
      },
    },
    async (request, reply) => {
      const { remote, version, session_id: sessionId } = request.body;
      const vouched = app.telemetrySessions.verify(sessionId);
      if (!vouched) throw new HttpError(400, { session_id: [UNKNOWN_SESSION] });
      await app.remoteSessionsRepository.insert({ remote, version, sessionId, source: vouched.source });
      return reply.code(204).send(null);
    },
  );
}
