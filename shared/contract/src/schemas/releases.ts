import { type Static, Type } from 'typebox';
import { RELEASE_ACTIONS, REMOTE_NAMES } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

// Releases of the remote screens (docs/operations.md "Releases"): the live version of
// each remote, an optional canary in front of a share of browser sessions, and every decision
// (by a person or by the watcher) with its numbers. The registry's state holds them; the API
// reads and changes it for the operations console, and counts sessions and failures per version.

/** A published version string as the registry names it (`1.0.0-0123456789`). */
export const RemoteVersionName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._+-]*$',
});

/**
 * POST ops/remote-sessions/: a browser tab loaded a remote version (sent once per tab and version,
 * by beacon, without a session). The denominator of a version's failure rate.
 */
export const RemoteSessionBody = Type.Object({
  remote: Type.Enum(REMOTE_NAMES),
  version: RemoteVersionName,
  /** The tab's telemetry id (GET ops/telemetry-session/), the one its failure reports carry. */
  session_id: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }),
});
export type RemoteSessionBody = Static<typeof RemoteSessionBody>;

/**
 * GET ops/telemetry-session/: a session id the product vouches for, for one browser tab's beacons
 * and failure reports; only sessions with such an id count for the release watcher.
 */
export const TelemetrySessionOut = Type.Object({
  session_id: Type.String(),
  /** After this the id no longer counts: the tab asks for a new one. */
  expires_at: DateTime,
});
export type TelemetrySessionOut = Static<typeof TelemetrySessionOut>;

/**
 * How one version did over a window: the vouched sessions that loaded it (at most
 * CANARY_MAX_SESSIONS_PER_SOURCE per client address), how many failed, and from how many distinct
 * addresses. `sources` and `failed_sources` are absent on decisions recorded before they were counted.
 */
export const VersionHealth = Type.Object({
  version: Type.String(),
  sessions: Type.Integer(),
  failed_sessions: Type.Integer(),
  failures: Type.Integer(),
  /** failed_sessions / sessions, 0 when there were no sessions. */
  failure_rate: Type.Number(),
  /** Distinct client addresses behind `sessions`. */
  sources: Type.Optional(Type.Integer()),
  /** Distinct client addresses behind `failed_sessions`. */
  failed_sources: Type.Optional(Type.Integer()),
});
export type VersionHealth = Static<typeof VersionHealth>;

/** A version as it went live: when and by whom. */
export const RemoteDeploymentOut = Type.Object({
  version: Type.String(),
  at: DateTime,
  by: Type.String(),
});
export type RemoteDeploymentOut = Static<typeof RemoteDeploymentOut>;

/** The canary of a remote: a version shown to `percent` % of browser sessions beside the live one. */
export const CanaryOut = Type.Object({
  version: Type.String(),
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  started_at: DateTime,
  started_by: Type.String(),
});
export type CanaryOut = Static<typeof CanaryOut>;

/** One decision on a remote's releases, by a person (`by` their name) or the watcher (`by` 'watcher'). */
export const ReleaseDecisionOut = Type.Object({
  at: DateTime,
  action: Type.Enum(RELEASE_ACTIONS),
  version: Type.String(),
  by: Type.String(),
  /** pt-BR, for automatic decisions: why (e.g. 'falhas 40% contra 0% da versão atual, 10 sessões'). */
  reason: Type.Optional(Type.String()),
  /** The numbers an automatic decision was taken on. */
  canary: Type.Optional(VersionHealth),
  live: Type.Optional(VersionHealth),
});
export type ReleaseDecisionOut = Static<typeof ReleaseDecisionOut>;

/** Sessions and failed sessions of one version in one hour (the console's chart and table). */
export const VersionHour = Type.Object({
  hour: DateTime,
  version: Type.String(),
  sessions: Type.Integer(),
  failed_sessions: Type.Integer(),
});
export type VersionHour = Static<typeof VersionHour>;

export const RemoteReleaseOut = Type.Object({
  remote: Type.Enum(REMOTE_NAMES),
  live: RemoteDeploymentOut,
  live_health: VersionHealth,
  canary: Nullable(CanaryOut),
  canary_health: Nullable(VersionHealth),
  /** Versions live before, most recent first: what a rollback returns to. */
  previous: Type.Array(RemoteDeploymentOut),
  /** Every published version, newest first (what a canary or a promote may pick). */
  published: Type.Array(Type.String()),
  /** Most recent first, at most 50. */
  history: Type.Array(ReleaseDecisionOut),
  /** Last 24 hours, oldest first, for the versions that had sessions. */
  hourly: Type.Array(VersionHour),
});
export type RemoteReleaseOut = Static<typeof RemoteReleaseOut>;

/** GET ops/releases/: every remote's release state; health over the last `window_minutes`. */
export const ReleasesOverview = Type.Object({
  window_minutes: Type.Integer(),
  remotes: Type.Array(RemoteReleaseOut),
});
export type ReleasesOverview = Static<typeof ReleasesOverview>;

export const ReleaseRemoteParams = Type.Object({ remote: Type.Enum(REMOTE_NAMES) });
export type ReleaseRemoteParams = Static<typeof ReleaseRemoteParams>;

/** POST ops/releases/{remote}/promote/: make `version` live (the canary's, usually); ends a canary. */
export const PromoteBody = Type.Object({ version: RemoteVersionName });
export type PromoteBody = Static<typeof PromoteBody>;

/** POST ops/releases/{remote}/canary/: start (or change) the canary. */
export const CanaryBody = Type.Object({
  version: RemoteVersionName,
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type CanaryBody = Static<typeof CanaryBody>;

/** POST ops/releases/{remote}/rollback/: back to the previous live version, or the one named. */
export const RollbackBody = Type.Object({ version: Type.Optional(RemoteVersionName) });
export type RollbackBody = Static<typeof RollbackBody>;
