import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, TelemetrySessionOut } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../domain/client-address.ts';
import { TELEMETRY_SESSION_TTL_SECONDS } from '../../domain/telemetry-session.ts';

/**
 * GET /api/v1/ops/telemetry-session/ — a session id for one browser tab's beacons and failure
 * reports, signed by the API and naming (as a keyed hash) the address that asked: the release watcher
 * counts only such sessions, at most CANARY_MAX_SESSIONS_PER_SOURCE per address, and wants failures
 * from CANARY_MIN_SOURCES addresses before it acts (docs/security.md, canary telemetry). Anonymous
 * like the beacons it serves, and limited per client address. Nothing is stored: the id carries its
 * own proof.
 */
export default async function telemetrySessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/telemetry-session/',
    {
      config: {
        rateLimit: {
          max: app.config.TELEMETRY_SESSION_RATE_MAX,
          timeWindow: app.config.FAILURE_REPORT_RATE_WINDOW_SECONDS * 1000,
          keyGenerator: (request) => `telemetry-session-ip:${clientAddressKey(request.ip)}`,
        },
      },
      schema: { response: { 200: TelemetrySessionOut, 429: Detail } },
    },
    async (request) => {
      const session = app.telemetrySessions.issue(clientAddressKey(request.ip));
      const expiresAt = session.issuedAt.getTime() + TELEMETRY_SESSION_TTL_SECONDS * 1000;
      return { session_id: session.sessionId, expires_at: new Date(expiresAt).toISOString() };
    },
  );
}
