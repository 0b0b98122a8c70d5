import { type Static, Type } from 'typebox';
import { REMOTE_FAILURE_KINDS, REMOTE_NAMES } from '../enums.ts';
import { DateTime, FilterOf } from './common.ts';

/** The largest failure report accepted (bytes of the JSON body). */
export const REMOTE_FAILURE_REPORT_MAX_BYTES = 4096;

/**
 * POST ops/remote-failures/: a remote screen failed in a browser. Sent by the host's beacon,
 * without a session (a broken remote may fail before sign-in matters). The server keeps the page's
 * path only (no query string or fragment), the message truncated to 500 characters with emails and
 * CPFs masked, and never a user id.
 */
export const RemoteFailureReportBody = Type.Object({
  remote: Type.Enum(REMOTE_NAMES),
  /** The version that failed, as the live manifest names it (`1.0.0-0123456789`). */
  version: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._+-]*$' }),
  kind: Type.Enum(REMOTE_FAILURE_KINDS),
  /** Where it happened: a path (`/admin/dashboard`) or a same-site URL, of which only the path is kept. */
  page: Type.String({ minLength: 1, maxLength: 2000 }),
  message: Type.String({ maxLength: 3000 }),
  /**
   * The tab's telemetry id (GET ops/telemetry-session/): counts the sessions a version failed in;
   * never the user's id. A report without a vouched id is kept for operators but not counted.
   */
  session_id: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }),
});
export type RemoteFailureReportBody = Static<typeof RemoteFailureReportBody>;

/** GET ops/remote-failures/: the reports of the last `window_minutes` (default 60, at most 30 days). */
export const RemoteFailureListQuery = Type.Object({
  window_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 43_200 })),
  remote: FilterOf(REMOTE_NAMES),
  version: Type.Optional(Type.String({ maxLength: 100 })),
  /** How many of the most recent reports come back (default 50). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type RemoteFailureListQuery = Static<typeof RemoteFailureListQuery>;

/** One stored report. */
export const RemoteFailure = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  remote: Type.Enum(REMOTE_NAMES),
  version: Type.String(),
  kind: Type.Enum(REMOTE_FAILURE_KINDS),
  page: Type.String(),
  message: Type.String(),
  session_id: Type.String(),
  /** Its session id was one the product issued: it counts for the release watcher. */
  verified: Type.Boolean(),
});
export type RemoteFailure = Static<typeof RemoteFailure>;

/** Failures of one remote version in the window: per kind, and the distinct sessions they came from. */
export const RemoteFailureCount = Type.Object({
  remote: Type.Enum(REMOTE_NAMES),
  version: Type.String(),
  total: Type.Integer(),
  load: Type.Integer(),
  render: Type.Integer(),
  error: Type.Integer(),
  sessions: Type.Integer(),
  last_at: DateTime,
});
export type RemoteFailureCount = Static<typeof RemoteFailureCount>;

export const RemoteFailureSummary = Type.Object({
  window_minutes: Type.Integer(),
  since: DateTime,
  /** Most recent first, at most `limit`. */
  recent: Type.Array(RemoteFailure),
  /** One row per remote and version with failures in the window, the most failing first. */
  counts: Type.Array(RemoteFailureCount),
});
export type RemoteFailureSummary = Static<typeof RemoteFailureSummary>;
