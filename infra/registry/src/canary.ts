import { checkedFacts, type PromoteCheckOptions } from './promote-checks.ts';
import {
  type ActorOptions,
  actorOf,
  assertPublished,
  checkName,
  type DecisionDetails,
  decisionDetails,
  RegistryError,
  type RegistryTarget,
  storageOf,
} from './registry-common.ts';
import {
  type CanaryHealth,
  knownFacts,
  pruneVersionFacts,
  type RegistryState,
  readState,
  writeOperatorState,
  writeState,
} from './registry-state.ts';

// A canary puts a version in front of a share of browser sessions beside the live one; the
// watcher compares their failure rates and rolls it back or promotes it (docs/architecture.md §3).

/** A canary's share of sessions: an integer from 1 to 99 (0 and 100 are no canary at all). */
export function checkPercent(percent: number) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RegistryError(`Parcela do canário deve ser um inteiro de 1 a 99 (recebida: ${percent})`);
  }
}

/**
 * Starts a canary of `version` at `percent` % of sessions, replacing a running one. With `checks`,
 * the version must pass promote's checks first: it is about to reach real sessions.
 */
export async function startCanary(
  target: RegistryTarget,
  remote: string,
  version: string,
  percent: number,
  checks?: PromoteCheckOptions,
  opts: ActorOptions = {},
): Promise<RegistryState> {
  checkName('Remote', remote);
  checkName('Versão', version);
  checkPercent(percent);
  const storage = storageOf(target);
  await assertPublished(storage, remote, version);
  const assertNotLive = (state: RegistryState) => {
    const current = state.remotes[remote]?.current;
    if (current === undefined) {
      throw new RegistryError(`${remote} não tem versão no ar: promova uma antes de iniciar um canário`);
    }
    if (current === version) throw new RegistryError(`${remote}@${version} já é a versão no ar`);
  };
  assertNotLive(await readState(storage));
  const facts = await checkedFacts(
    storage,
    remote,
    version,
    checks,
    `Canário de ${remote}@${version} recusado`,
  );
  return storage.withLock(async () => {
    const state = await readState(storage);
    // Checked again under the lock: the live version may have changed during the checks.
    assertNotLive(state);
    const record = state.remotes[remote];
    if (!record) return state;
    const at = new Date().toISOString();
    const by = actorOf(opts);
    record.canary = { version, percent, started_at: at, started_by: by };
    record.history.push({ action: 'canary_start', version, at, by });
    pruneVersionFacts(record, knownFacts(record, version, facts));
    await writeState(storage, state);
    return state;
  });
}

export interface StopCanaryOptions extends ActorOptions, DecisionDetails {
  /** 'canary_rollback': the watcher stops a canary that fails more than the live version. */
  action?: 'canary_stop' | 'canary_rollback';
  /** Stop only if the running canary is still this version (else the state is returned unchanged). */
  expectVersion?: string;
}

/** Ends the canary: every session gets the live version again. */
export async function stopCanary(
  target: RegistryTarget,
  remote: string,
  opts: StopCanaryOptions = {},
): Promise<RegistryState> {
  checkName('Remote', remote);
  const storage = storageOf(target);
  const { expectVersion, action = 'canary_stop' } = opts;
  return storage.withLock(async () => {
    const state = await readState(storage);
    const record = state.remotes[remote];
    const canary = record?.canary;
    if (expectVersion !== undefined && canary?.version !== expectVersion) return state;
    if (!record || !canary) throw new RegistryError(`${remote} não tem canário em andamento`);
    delete record.canary;
    record.history.push({
      action,
      version: canary.version,
      at: new Date().toISOString(),
      by: actorOf(opts),
      ...decisionDetails(opts),
    });
    pruneVersionFacts(record, knownFacts(record));
    await writeState(storage, state);
    return state;
  });
}

/**
 * Keeps the watcher's latest numbers beside the canary, in registry.json only: browsers' manifest
 * does not change every tick. A no-op when no canary of `health.canary.version` runs any more.
 */
export async function recordCanaryHealth(
  target: RegistryTarget,
  remote: string,
  health: CanaryHealth,
): Promise<RegistryState> {
  checkName('Remote', remote);
  const storage = storageOf(target);
  return storage.withLock(async () => {
    const state = await readState(storage);
    const canary = state.remotes[remote]?.canary;
    if (!canary || canary.version !== health.canary.version) return state;
    canary.health = health;
    await writeOperatorState(storage, state);
    return state;
  });
}
