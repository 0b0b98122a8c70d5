import { REMOTE_NAMES, type RemoteName } from '@fidelidade/contract/enums';
import {
  type CanaryRecord,
  promote,
  RegistryError,
  type RegistryState,
  type RemoteStatus,
  recordCanaryHealth,
  stopCanary,
} from '@fidelidade/registry/registry';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { type CanaryThresholds, decideCanary } from '../domain/canary-decision.ts';
import { diffFields } from '../domain/diff-fields.ts';
import { healthSince, releaseHealth } from './release-overview.ts';
import { type ReleaseRegistry, releaseSnapshot, snapshotOf } from './release-registry.ts';

/** Who the registry's history names for the watcher's decisions. */
export const WATCHER_ACTOR = 'watcher';
/** Who the audit log names for them (no user acted). */
export const WATCHER_AUDIT_NAME = 'Sistema (vigia de versões)';

export interface WatcherDecision {
  remote: RemoteName;
  version: string;
  verdict: 'rollback' | 'promote';
  reason: string;
  /** False when another instance (or a person) changed the canary first, or a check refused it. */
  acted: boolean;
}

/**
 * What the watcher reads and writes with. One instance runs each watch (a job-engine schedule fires
 * once per slot: plugins/release-watcher.ts), so two instances never decide the same canary.
 */
export type WatchDeps = Pick<
  FastifyInstance,
  'config' | 'log' | 'remoteSessionsRepository' | 'auditLogRepository'
>;

export const canaryThresholds = (config: AppConfig): CanaryThresholds => ({
  minSessions: config.CANARY_MIN_SESSIONS,
  maxExcess: config.CANARY_MAX_EXCESS,
  promoteAfterMinutes: config.CANARY_PROMOTE_AFTER_MINUTES,
  minSources: config.CANARY_MIN_SOURCES,
});

/**
 * Whether the call that returned `state` recorded the decision itself: the registry returns the state
 * unchanged when the canary it was told to act on is gone (another instance was first).
 */
function recorded(state: RegistryState, remote: RemoteName, action: string, version: string, since: number) {
  const last = state.remotes[remote]?.history.at(-1);
  return (
    last?.action === action &&
    last.version === version &&
    last.by === WATCHER_ACTOR &&
    Date.parse(last.at) >= since
  );
}

async function watchCanary(
  app: WatchDeps,
  registry: ReleaseRegistry,
  remote: RemoteName,
  state: RemoteStatus,
  canary: CanaryRecord,
  now: Date,
): Promise<WatcherDecision | null> {
  const since = healthSince(canary, now, app.config.CANARY_WINDOW_MINUTES);
  const health = await releaseHealth(app.remoteSessionsRepository, remote, state, since);
  const canaryHealth = health.canary ?? { ...health.live, version: canary.version };
  await recordCanaryHealth(registry.root, remote, {
    checked_at: now.toISOString(),
    canary: canaryHealth,
    live: health.live,
  });
  const ranMinutes = (now.getTime() - Date.parse(canary.started_at)) / 60_000;
  const decision = decideCanary(
    { canary: canaryHealth, live: health.live, ranMinutes },
    canaryThresholds(app.config),
  );
  if (decision.verdict === 'wait') return null;

  const event = { by: WATCHER_ACTOR, reason: decision.reason, canary: canaryHealth, live: health.live };
  const action = decision.verdict === 'rollback' ? 'canary_rollback' : 'canary_promote';
  const calledAt = Date.now();
  let after: RegistryState;
  try {
    after =
      action === 'canary_rollback'
        ? await stopCanary(registry.root, remote, { ...event, action, expectVersion: canary.version })
        : await promote(registry.root, remote, canary.version, await registry.optionalChecks(), {
            ...event,
            action,
            expectCanary: canary.version,
          });
  } catch (err) {
    // A promote the checks refuse now (the live host changed since the canary started) waits for a person.
    if (!(err instanceof RegistryError)) throw err;
    app.log.warn({ remote, version: canary.version, err: err.message }, 'promoção automática recusada');
    return {
      remote,
      version: canary.version,
      verdict: decision.verdict,
      reason: decision.reason,
      acted: false,
    };
  }
  const acted = recorded(after, remote, action, canary.version, calledAt);
  if (acted) {
    const record = after.remotes[remote];
    await app.auditLogRepository.insert({
      actorId: null,
      actorName: WATCHER_AUDIT_NAME,
      actorRole: 'ADMIN',
      action,
      targetType: 'remote',
      targetId: remote,
      changes: diffFields(snapshotOf(state), releaseSnapshot(record?.current, record?.canary)),
      clientIp: null,
      requestId: null,
    });
    const log = { remote, version: canary.version, reason: decision.reason, canary: canaryHealth };
    if (action === 'canary_rollback') app.log.warn(log, 'canário revertido automaticamente');
    else app.log.info(log, 'canário promovido automaticamente');
  }
  return { remote, version: canary.version, verdict: decision.verdict, reason: decision.reason, acted };
}

/** One pass over every remote with a running canary; one remote's error does not stop the others. */
export async function watchCanaries(
  app: WatchDeps,
  registry: ReleaseRegistry,
  now: Date,
): Promise<WatcherDecision[]> {
  const states = await registry.remotes();
  const decisions: WatcherDecision[] = [];
  for (const remote of REMOTE_NAMES) {
    const state = states[remote];
    if (!state?.canary) continue;
    try {
      const decision = await watchCanary(app, registry, remote, state, state.canary, now);
      if (decision) decisions.push(decision);
    } catch (err) {
      app.log.error({ err, remote, version: state.canary.version }, 'falha ao vigiar o canário');
    }
  }
  return decisions;
}
