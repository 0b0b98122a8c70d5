import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  NoContent,
  REMOTE_FAILURE_REPORT_MAX_BYTES,
  RemoteFailureListQuery,
  RemoteFailureReportBody,
  RemoteFailureSummary,
} from '@fidelidade/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientAddressKey } from '../../domain/client-address.ts';
import { pagePath, reportMessage } from '../../domain/remote-failure-report.ts';
import type { RemoteFailureRow } from '../../repositories/remote-failures.ts';

const DEFAULT_WINDOW_MINUTES = 60;
const DEFAULT_LIMIT = 50;

const reportJson = (row: RemoteFailureRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  remote: row.remote,
  version: row.version,
  kind: row.kind,
  page: row.page,
  message: row.message,
  session_id: row.sessionId,
  verified: row.source !== null,
});

/**
 * POST /api/v1/ops/remote-failures/ — a browser reports that a remote screen failed (load, render
 * or uncaught error): 202. Anonymous (a broken remote may fail before sign-in matters), so it is
 * limited per client address and to 4 KB, and stores no personal data (domain/remote-failure-report.ts).
 * A report whose session id the product did not issue (domain/telemetry-session.ts) is kept but
 * never counted by the release watcher.
 * GET /api/v1/ops/remote-failures/ — ADMIN: the recent reports of a window and the counts per
 * remote and version (docs/operations.md, the remote registry).
 */
export default async function remoteFailureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/remote-failures/',
    {
      bodyLimit: REMOTE_FAILURE_REPORT_MAX_BYTES,
      config: {
        audit: {
          exempt: "a browser's anonymous failure report: operational telemetry, not a back-office write",
        },
        rateLimit: {
          max: app.config.FAILURE_REPORT_RATE_MAX,
          timeWindow: app.config.FAILURE_REPORT_RATE_WINDOW_SECONDS * 1000,
          keyGenerator: (request) => `remote-failure-ip:${clientAddressKey(request.ip)}`,
        },
      },
      schema: { body: RemoteFailureReportBody, response: { 202: NoContent } },
    },
    async (request, reply) => {
      const body = request.body;
      // Kept either way for operators; only a vouched session counts for the release watcher.
      const vouched = app.telemetrySessions.verify(body.session_id);
      await app.remoteFailuresRepository.insert({
        remote: body.remote,
        version: body.version,
        kind: body.kind,
        page: pagePath(body.page),
        message: reportMessage(body.message),
        sessionId: body.session_id,
        source: vouched?.source ?? null,
      });
      // Nothing to answer: an empty 202, as the document declares (no content).
      return (reply as FastifyReply).code(202).send();
    },
  );

  r.get(
    '/remote-failures/',
    {
      onRequest: app.requireCapability('operations.read'),
      schema: {
        querystring: RemoteFailureListQuery,
        response: { 200: RemoteFailureSummary },
      },
    },
    async (request) => {
      const windowMinutes = request.query.window_minutes ?? DEFAULT_WINDOW_MINUTES;
      const since = new Date(Date.now() - windowMinutes * 60_000);
      const filter = {
        since,
        remote: request.query.remote || undefined,
        version: request.query.version?.trim() || undefined,
      };
      const [recent, counts] = await Promise.all([
        app.remoteFailuresRepository.recent(filter, request.query.limit ?? DEFAULT_LIMIT),
        app.remoteFailuresRepository.counts(filter),
      ]);
      return {
        window_minutes: windowMinutes,
        since: since.toISOString(),
        recent: recent.map(reportJson),
        counts: counts.map(({ lastAt, ...count }) => ({ ...count, last_at: lastAt.toISOString() })),
      };
    },
  );
}
