import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VersionRequires } from '@fidelidade/contract/version-contract';
import { localRegistry } from './local-storage.ts';
import { checkPromotable, type PromoteCheckOptions } from './promote-checks.ts';
import { type RegistryEvent, type RegistryState, readState, writeState } from './registry-state.ts';
import type { RegistryStorage } from './storage.ts';
import { readRequires } from './version-contract.ts';

export class RegistryError extends Error {}

/** A directory path (the local registry, the default) or any other storage. */
export type RegistryTarget = string | RegistryStorage;

const storageOf = (target: RegistryTarget) => (typeof target === 'string' ? localRegistry(target) : target);

const actor = () => process.env.REGISTRY_ACTOR ?? os.userInfo().username;

// Names become directory names and object keys: no separators, no "..".
function checkName(kind: string, name: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes('..')) {
    throw new RegistryError(`${kind} inválido: ${JSON.stringify(name)}`);
  }
}

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

async function assertPublished(storage: RegistryStorage, remote: string, version: string) {
  if (await storage.readVersionFile(remote, version, 'remoteEntry.js')) return;
  const published = await storage.listVersions(remote);
  throw new RegistryError(
    `Versão ${version} de ${remote} não publicada (remoteEntry.js ausente); publicadas: ${published.join(', ') || 'nenhuma'}`,
  );
}

/** A version's requires.json, if its build wrote a readable one (a forced promote may lack it). */
const requiresOf = (storage: RegistryStorage, remote: string, version: string) =>
  readRequires(storage, remote, version).catch(() => undefined);

/**
 * Records `version` as live, keeping the versions live before it as known-good fallbacks, and the
 * requires of each of them (the manifest gives them to browsers).
 */
function goLive(
  state: RegistryState,
  remote: string,
  version: string,
  action: RegistryEvent['action'],
  requires: VersionRequires | undefined,
) {
  const record = state.remotes[remote];
  const event: RegistryEvent = { action, version, at: new Date().toISOString(), by: actor() };
  const previous = record
    ? [record.current, ...record.previous].filter(
        (v, index, all) => v !== version && all.indexOf(v) === index,
      )
    : [];
  const known = { ...record?.requires, ...(requires ? { [version]: requires } : {}) };
  state.remotes[remote] = {
    current: version,
    previous,
    updated_at: event.at,
    updated_by: event.by,
    history: [...(record?.history ?? []), event],
    requires: Object.fromEntries(
      [version, ...previous].flatMap((v) => (known[v] ? [[v, known[v]] as const] : [])),
    ),
  };
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
): Promise<RegistryState> {
  checkName('Remote', remote);
  checkName('Versão', version);
  const storage = storageOf(target);
  await assertPublished(storage, remote, version);
  if (checks) {
    try {
      await checkPromotable(storage, remote, version, checks);
    } catch (error) {
      throw new RegistryError(
        `Promoção de ${remote}@${version} recusada: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  const requires = await requiresOf(storage, remote, version);
  return storage.withLock(async () => {
    const state = await readState(storage);
    if (state.remotes[remote]?.current === version) return state;
    goLive(state, remote, version, 'promote', requires);
    await writeState(storage, state);
    return state;
  });
}

/** Switches back to the previous live version (or a named one) without touching anything else. */
export async function rollback(target: RegistryTarget, remote: string, to?: string): Promise<RegistryState> {
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
      'rollback',
      record.requires?.[version] ?? (await requiresOf(storage, remote, version)),
    );
    await writeState(storage, state);
    return state;
  });
}

/** A version as it went live: when and by whom (the last time, if it went live more than once). */
export interface Deployment {
  version: string;
  at: string;
  by: string;
}

export interface RemoteStatus {
  current: Deployment;
  /** Most recent first: what a rollback returns to. */
  previous: Deployment[];
  history: RegistryEvent[];
}

export async function status(target: RegistryTarget): Promise<Record<string, RemoteStatus>> {
  const state = await readState(storageOf(target));
  const result: Record<string, RemoteStatus> = {};
  for (const [name, record] of Object.entries(state.remotes)) {
    const deployment = (version: string): Deployment => {
      const event = record.history.findLast((candidate) => candidate.version === version);
      return { version, at: event?.at ?? '?', by: event?.by ?? '?' };
    };
    result[name] = {
      current: { version: record.current, at: record.updated_at, by: record.updated_by },
      previous: record.previous.map(deployment),
      history: record.history,
    };
  }
  return result;
}
