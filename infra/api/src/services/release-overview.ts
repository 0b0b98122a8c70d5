import type { ReleaseDecisionOut, RemoteReleaseOut, VersionHealth } from '@fidelidade/contract';
import { REMOTE_NAMES, type RemoteName } from '@fidelidade/contract/enums';
import type { CanaryRecord, RegistryEvent, RemoteStatus } from '@fidelidade/registry/registry';
import type { RemoteSessionsRepository } from '../repositories/remote-sessions.ts';
import type { ReleaseRegistry } from './release-registry.ts';

const MINUTE = 60_000;
const HOURLY_SPAN_MS = 24 * 60 * MINUTE;
const HISTORY_MAX = 50;

/**
 * Where both versions' health starts: the window, but never before the canary started, so the live
 * version is measured over the very minutes the canary ran beside it.
 */
export function healthSince(canary: CanaryRecord | undefined, now: Date, windowMinutes: number): Date {
  const windowStart = now.getTime() - windowMinutes * MINUTE;
  const started = canary ? Date.parse(canary.started_at) : Number.NaN;
  return new Date(Number.isNaN(started) ? windowStart : Math.max(started, windowStart));
}

/** Health of the live version and the canary (when one runs) over the same window. */
export async function releaseHealth(
  sessions: RemoteSessionsRepository,
  remote: RemoteName,
  state: RemoteStatus,
  since: Date,
): Promise<{ live: VersionHealth; canary: VersionHealth | null }> {
  const live = state.current.version;
  const canary = state.canary?.version;
  const health = await sessions.health(remote, canary ? [live, canary] : [live], since);
  const of = (version: string): VersionHealth =>
    health.get(version) ?? {
      version,
      sessions: 0,
      failed_sessions: 0,
      failures: 0,
      failure_rate: 0,
      sources: 0,
      failed_sources: 0,
    };
  return { live: of(live), canary: canary ? of(canary) : null };
}

const decisionJson = (event: RegistryEvent): ReleaseDecisionOut => ({
  at: event.at,
  action: event.action,
  version: event.version,
  by: event.by,
  ...(event.reason === undefined ? {} : { reason: event.reason }),
  ...(event.canary ? { canary: event.canary } : {}),
  ...(event.live ? { live: event.live } : {}),
});

export interface OverviewDeps {
  registry: ReleaseRegistry;
  sessions: RemoteSessionsRepository;
}

/** One remote as the operations console shows it. */
export async function remoteRelease(
  deps: OverviewDeps,
  remote: RemoteName,
  state: RemoteStatus,
  windowMinutes: number,
  now = new Date(),
): Promise<RemoteReleaseOut> {
  const canary = state.canary;
  const [health, published, hourly] = await Promise.all([
    releaseHealth(deps.sessions, remote, state, healthSince(canary, now, windowMinutes)),
    deps.registry.published(remote),
    deps.sessions.hourly(remote, new Date(now.getTime() - HOURLY_SPAN_MS)),
  ]);
  return {
    remote,
    live: state.current,
    live_health: health.live,
    canary: canary
      ? {
          version: canary.version,
          percent: canary.percent,
          started_at: canary.started_at,
          started_by: canary.started_by,
        }
      : null,
    canary_health: health.canary,
    previous: state.previous,
    published,
    history: state.history.slice(-HISTORY_MAX).reverse().map(decisionJson),
    hourly,
  };
}

/** Every remote the registry has a live version of, in the product's order. */
export async function releasesOverview(deps: OverviewDeps, windowMinutes: number, now = new Date()) {
  const states = await deps.registry.remotes();
  const present = REMOTE_NAMES.flatMap((name) => {
    const state = states[name];
    return state ? [{ name, state }] : [];
  });
  return {
    window_minutes: windowMinutes,
    remotes: await Promise.all(
      present.map(({ name, state }) => remoteRelease(deps, name, state, windowMinutes, now)),
    ),
  };
}
