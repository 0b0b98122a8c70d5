import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedFacts, type PromoteCheckOptions } from './promote-checks.ts';
import {
  type ActorOptions,
  actorOf,
  assertPublished,
  checkName,
  type DecisionDetails,
  decisionDetails,
  factsOf,
  RegistryError,
  type RegistryTarget,
  storageOf,
} from './registry-common.ts';
import {
  knownFacts,
  pruneVersionFacts,
  type RegistryEvent,
  type RegistryState,
  type RemoteRecord,
  readState,
  type VersionFacts,
  writeState,
} from './registry-state.ts';

export { recordCanaryHealth, type StopCanaryOptions, startCanary, stopCanary } from './canary.ts';
export type { PromoteCheckOptions } from './promote-checks.ts';
export {
  type ActorOptions,
  type DecisionDetails,
  RegistryError,
  type RegistryTarget,
} from './registry-common.ts';
export type {
  CanaryHealth,
  CanaryRecord,
  PublicManifest,
  RegistryEvent,
  RegistryState,
  RemoteRecord,
} from './registry-state.ts';
export { type Deployment, listPublished, type RemoteStatus, status } from './registry-status.ts';
export { loadHostProvides } from './version-contract.ts';

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return files.flat().sort();
}

/** Version = package version + hash of the build output: the same build always gets the same id. */
export async function contentVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

export interface PublishResult {
  version: string;
  created: boolean;
}

/** Copies a build into its immutable versioned location. An existing version is never overwritten. */
export async function publish(
  target: RegistryTarget,
  remote: string,
  distDir: string,
  version?: string,
): Promise<PublishResult> {
  checkName('Remote', remote);
  if (version !== undefined) checkName('Versão', version);
  if (!(await exists(path.join(distDir, 'remoteEntry.js')))) {
    throw new RegistryError(`${distDir} não contém remoteEntry.js: construa o remote antes de publicar`);
  }
  const packageJson = JSON.parse(await readFile(path.join(distDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const computed = await contentVersion(distDir, packageJson.version);
  const chosen = version ?? computed;
  if (await storageOf(target).putVersion(remote, chosen, distDir)) return { version: chosen, created: true };
  // Same content under the same id is a no-op; anything else would mutate a published version.
  if (chosen === computed) return { version: chosen, created: false };
  throw new RegistryError(`Versão ${chosen} de ${remote} já publicada: versões são imutáveis`);
}

/** How a go-live is recorded: a person's promote, the watcher's, or a rollback. */
interface GoLive extends DecisionDetails {
  action: 'promote' | 'canary_promote' | 'rollback';
  by: string;
}

/**
 * Records `version` as live, keeping the versions live before it as known-good fallbacks, and the
 * requires and chunks of each of them (the manifest gives them to browsers). A promote ends the
 * canary: it was measured against the version it would have replaced.
 */
function goLive(state: RegistryState, remote: string, version: string, how: GoLive, facts: VersionFacts) {
  const record = state.remotes[remote];
  const at = new Date().toISOString();
  const events: RegistryEvent[] = [];
  const canary = record?.canary;
  const endsCanary = canary !== undefined && (how.action !== 'rollback' || canary.version === version);
  if (endsCanary && canary.version !== version) {
    events.push({
      action: 'canary_stop',
      version: canary.version,
      at,
      by: how.by,
      reason: `encerrado pela entrada de ${version} no ar`,
    });
  }
  events.push({ ...how, version, at });
  const previous = record
    ? [record.current, ...record.previous].filter(
        (v, index, all) => v !== version && all.indexOf(v) === index,
      )
    : [];
  const next: RemoteRecord = {
    current: version,
    previous,
    updated_at: at,
    updated_by: how.by,
    history: [...(record?.history ?? []), ...events],
    ...(canary && !endsCanary ? { canary } : {}),
  };
  pruneVersionFacts(next, knownFacts(record, version, facts));
  state.remotes[remote] = next;
}

export interface PromoteOptions extends ActorOptions, DecisionDetails {
  /** 'canary_promote': the watcher promotes a canary that stayed clean. */
  action?: 'promote' | 'canary_promote';
  /** Promote only if the running canary is still this version (else the state is returned unchanged). */
  expectCanary?: string;
}

/**
 * Makes a published version live. With `checks`, the version must pass them first (entry present,
 * compatible shared package, allowed and reachable origin, smoke render); `force` is simply no checks.
 */
export async function promote(
  target: RegistryTarget,
  remote: string,
  version: string,
  checks?: PromoteCheckOptions,
  opts: PromoteOptions = {},
): Promise<RegistryState> {
  checkName('Remote', remote);
  checkName('Versão', version);
  const storage = storageOf(target);
  await assertPublished(storage, remote, version);
  const facts = await checkedFacts(
    storage,
    remote,
    version,
    checks,
    `Promoção de ${remote}@${version} recusada`,
  );
  const { expectCanary, action = 'promote' } = opts;
  return storage.withLock(async () => {
    const state = await readState(storage);
    const record = state.remotes[remote];
    if (expectCanary !== undefined && record?.canary?.version !== expectCanary) return state;
    if (record?.current === version) return state;
    goLive(state, remote, version, { action, by: actorOf(opts), ...decisionDetails(opts) }, facts);
    await writeState(storage, state);
    return state;
  });
}

/**
 * Switches back to the previous live version (or a named one) without touching anything else: a
 * running canary stays, unless the version going back live is the canary's own.
 */
export async function rollback(
  target: RegistryTarget,
  remote: string,
  to?: string,
  opts: ActorOptions = {},
): Promise<RegistryState> {
  checkName('Remote', remote);
  if (to !== undefined) checkName('Versão', to);
  const storage = storageOf(target);
  return storage.withLock(async () => {
    const state = await readState(storage);
    const record = state.remotes[remote];
    if (!record) throw new RegistryError(`${remote} não tem versão publicada`);
    const version = to ?? record.previous[0];
    if (!version) throw new RegistryError(`${remote} não tem versão anterior para voltar`);
    if (version === record.current) return state;
    await assertPublished(storage, remote, version);
    goLive(
      state,
      remote,
      version,
      { action: 'rollback', by: actorOf(opts) },
      await factsOf(storage, remote, version),
    );
    await writeState(storage, state);
    return state;
  });
}
